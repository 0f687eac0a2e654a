import { tenantFixture } from '@stadio/db/testing';
import { tenantSchema } from '@stadio/tenants';
import { describe, expect, it } from 'vitest';
import { addMonths, dayInZone, startOfDayInZone } from './club-calendar';
import { allowedInstallmentCounts, clubSchedule, installmentSchedule } from './installment-schedule';

describe('instalment schedules', () => {
  it('sums exactly to the total, the remainder cents on the first instalment', () => {
    expect(installmentSchedule(10_000, 3, '2030-01-15')).toEqual([
      { rank: 1, dueDate: '2030-01-15', amountCents: 3334 },
      { rank: 2, dueDate: '2030-02-15', amountCents: 3333 },
      { rank: 3, dueDate: '2030-03-15', amountCents: 3333 },
    ]);
    for (const total of [1, 2, 99, 100, 9_001, 12_345, 300_000])
      for (const count of [1, 2, 3, 4, 7, 12]) {
        const plan = installmentSchedule(total, count, '2030-05-31');
        expect(plan.reduce((sum, i) => sum + i.amountCents, 0)).toBe(total);
        expect(plan).toHaveLength(count);
        const [first, ...rest] = plan;
        for (const later of rest) {
          expect(later.amountCents).toBe(Math.floor(total / count));
          expect(first?.amountCents).toBeGreaterThanOrEqual(later.amountCents);
        }
      }
  });

  it('is due monthly on the same day, clamped to short months', () => {
    expect(installmentSchedule(400, 4, '2031-01-31').map((i) => i.dueDate)).toEqual([
      '2031-01-31',
      '2031-02-28',
      '2031-03-31',
      '2031-04-30',
    ]);
    expect(addMonths('2032-01-30', 1)).toBe('2032-02-29');
    expect(addMonths('2030-11-15', 2)).toBe('2031-01-15');
  });

  it('starts today in the club’s time zone', () => {
    // 23:30 UTC on 31 May is already 1 June in Paris and still 31 May in New York.
    const now = new Date('2030-05-31T23:30:00Z');
    const paris = tenantSchema.parse(tenantFixture('riviera', { timeZone: 'Europe/Paris' }));
    const newYork = tenantSchema.parse(tenantFixture('riviera', { timeZone: 'America/New_York' }));
    expect(clubSchedule(paris, 300, 3, now).map((i) => i.dueDate)).toEqual([
      '2030-06-01',
      '2030-07-01',
      '2030-08-01',
    ]);
    expect(clubSchedule(newYork, 300, 3, now)[0]?.dueDate).toBe('2030-05-31');
    expect(dayInZone(now, 'UTC')).toBe('2030-05-31');
    expect(startOfDayInZone('2030-06-01', 'Europe/Paris').toISOString()).toBe('2030-05-31T22:00:00.000Z');
    expect(startOfDayInZone('2030-01-01', 'Europe/Paris').toISOString()).toBe('2029-12-31T23:00:00.000Z');
  });

  it('offers instalments only within the club’s bounds', () => {
    const club = tenantSchema.parse(
      tenantFixture('riviera', {
        payment: {
          singlePayment: true,
          installmentPayment: {
            enabled: true,
            counts: [3, 2],
            minOrderAmountCents: 10_000,
            maxOrderAmountCents: 50_000,
          },
        },
      }),
    );
    expect(allowedInstallmentCounts(club, 9_999)).toEqual([1]);
    expect(allowedInstallmentCounts(club, 10_000)).toEqual([1, 2, 3]);
    expect(allowedInstallmentCounts(club, 50_001)).toEqual([1]);
  });
});

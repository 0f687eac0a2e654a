import { describe, expect, it } from 'vitest';
import { paymentChoices } from './payment-choices';
import type { PaymentOptions } from './payment-model';

const plan = (n: number, total: number) => {
  const base = Math.floor(total / n);
  return {
    numberOfInstallments: n,
    installments: Array.from({ length: n }, (_, i) => ({
      rank: i + 1,
      dueDate: `2026-${String(12 - n + i + 1).padStart(2, '0')}-05`,
      amount: i === 0 ? total - base * (n - 1) : base,
      status: 'SCHEDULED' as const,
    })),
  };
};

const options = (over: Partial<PaymentOptions>): PaymentOptions => ({
  totalAmount: 10000,
  singlePayment: true,
  installmentPlans: [],
  ...over,
});

describe('paymentChoices', () => {
  it('offers the single payment first, then each plan, all summing to the total', () => {
    const choices = paymentChoices(
      options({ installmentPlans: [plan(2, 10000), plan(3, 10000)] }),
      'Europe/Paris',
    );
    expect(choices.map((c) => c.numberOfInstallments)).toEqual([1, 2, 3]);
    for (const choice of choices) expect(choice.schedule.reduce((s, l) => s + l.amount, 0)).toBe(10000);
    // The single payment is due the day the plans start: the API's today.
    expect(choices[0]?.schedule[0]?.dueDate).toBe(choices[1]?.schedule[0]?.dueDate);
  });

  it('leaves the single payment out when the club does not offer it', () => {
    const choices = paymentChoices(
      options({ singlePayment: false, installmentPlans: [plan(3, 10000)] }),
      'UTC',
    );
    expect(choices.map((c) => c.numberOfInstallments)).toEqual([3]);
  });

  it('has nothing to choose for a free order', () => {
    const choices = paymentChoices(
      options({ totalAmount: 0, singlePayment: false, installmentPlans: [] }),
      'UTC',
      new Date('2026-12-05T10:00:00Z'),
    );
    expect(choices).toEqual([
      { numberOfInstallments: 1, schedule: [{ rank: 1, dueDate: '2026-12-05', amount: 0 }] },
    ]);
  });

  it('has no choice at all when nothing is offered', () => {
    expect(paymentChoices(options({ singlePayment: false }), 'UTC')).toEqual([]);
  });
});

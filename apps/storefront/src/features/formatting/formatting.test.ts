import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';
import { formatMoney } from './format-money';

describe('formatEventDate', () => {
  const kickOff = '2026-12-05T19:45:00Z';
  it('writes dd/MM/yyyy HH:mm in French and MM/dd/yyyy HH:mm otherwise', () => {
    expect(formatEventDate(kickOff, 'fr', 'Europe/Paris')).toBe('05/12/2026 20:45');
    expect(formatEventDate(kickOff, 'en', 'Europe/Paris')).toBe('12/05/2026 20:45');
    expect(formatEventDate(kickOff, 'nl', 'Europe/Paris')).toBe('12/05/2026 20:45');
  });
  it("uses the venue's time zone, not the machine's", () => {
    expect(formatEventDate(kickOff, 'ru', 'Europe/Moscow')).toBe('12/05/2026 22:45');
  });
  it('keeps 24-hour midnight as 00', () => {
    expect(formatEventDate('2026-12-05T23:00:00Z', 'fr', 'Europe/Paris')).toBe('06/12/2026 00:00');
  });
});

describe('formatMoney', () => {
  it('writes euros the way each language does, from integer cents', () => {
    expect(formatMoney(1250, 'fr').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(1250, 'es').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney(1250, 'nl').replace(/\s/g, ' ')).toBe('€ 12,50');
    expect(formatMoney(1250, 'ru').replace(/\s/g, ' ')).toBe('12,50 €');
  });
  it('shows two decimals for whole amounts', () => {
    expect(formatMoney(4000, 'en')).toBe('€40.00');
  });
});

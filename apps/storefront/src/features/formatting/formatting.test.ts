import { LOCALES } from '@stadio/i18n';
import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';
import { formatMoney, moneyLocale } from './format-money';

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

  // formatMoney writes the shop's languages from a table (no Intl while a page hydrates): the table
  // must say exactly what Intl says, grouping, spaces, signs and all.
  const intl = (cents: number, locale: string) =>
    new Intl.NumberFormat(moneyLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cents / 100);
  // A fixed pseudo-random spread of amounts from a cent to ten million euros, and their opposites.
  let seed = 20261128;
  const spread = Array.from({ length: 2000 }, (_, i) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * 10 ** (1 + (i % 10)));
  });
  const edges = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 99_999, 100_000, 999_999, 1_000_000, 123_456_789];
  const amounts = [...edges, ...spread].flatMap((cents) => [cents, -cents]);

  it.each(LOCALES)('writes %s exactly as Intl.NumberFormat does', (locale) => {
    const differing = amounts.filter((cents) => formatMoney(cents, locale) !== intl(cents, locale));
    expect(differing.map((cents) => [cents, formatMoney(cents, locale), intl(cents, locale)])).toEqual([]);
  });

  it('groups thousands the way each language does', () => {
    expect(formatMoney(123_456, 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(123_456, 'es')).toBe('1234,56\u00a0€');
    expect(formatMoney(1_234_567, 'es')).toBe('12.345,67\u00a0€');
    expect(formatMoney(-123_456, 'nl')).toBe('€\u00a0-1.234,56');
    expect(formatMoney(-123_456, 'en')).toBe('-€1,234.56');
  });

  it('leaves languages and amounts outside its table to Intl', () => {
    expect(formatMoney(123_456, 'de')).toBe(intl(123_456, 'de'));
    expect(formatMoney(1250.5, 'fr')).toBe(intl(1250.5, 'fr'));
  });
});

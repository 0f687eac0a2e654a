import { LOCALES } from '@stadio/i18n';
import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';
import { formatMoney, moneyFormatOptions, moneyFormatter, moneyLocale } from './format-money';

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
  const plain = (text: string) => text.replace(/\s/g, ' ');
  it('writes euros the way each language does, from integer cents', () => {
    expect(plain(formatMoney(1250, 'fr', 'EUR'))).toBe('12,50 €');
    expect(formatMoney(1250, 'en', 'EUR')).toBe('€12.50');
    expect(plain(formatMoney(1250, 'es', 'EUR'))).toBe('12,50 €');
    expect(plain(formatMoney(1250, 'nl', 'EUR'))).toBe('€ 12,50');
    expect(plain(formatMoney(1250, 'ru', 'EUR'))).toBe('12,50 €');
  });
  it('writes pounds with the bare sign, where the language puts it', () => {
    expect(formatMoney(1250, 'en', 'GBP')).toBe('£12.50');
    expect(formatMoney(1250, 'fr', 'GBP')).toBe('12,50\u00a0£');
    expect(formatMoney(1250, 'es', 'GBP')).toBe('12,50\u00a0£');
    expect(formatMoney(1250, 'nl', 'GBP')).toBe('£\u00a012,50');
    expect(formatMoney(1250, 'ru', 'GBP')).toBe('12,50\u00a0£');
    expect(formatMoney(-123_456, 'en', 'GBP')).toBe('-£1,234.56');
  });
  it('shows two decimals for whole amounts', () => {
    expect(formatMoney(4000, 'en', 'EUR')).toBe('€40.00');
    expect(formatMoney(4000, 'en', 'GBP')).toBe('£40.00');
  });

  // formatMoney writes the shop's languages from a table (no Intl while a page hydrates): the table
  // must say exactly what Intl says, grouping, spaces, signs and all, in both currencies.
  const intl = (cents: number, locale: string, currency: string) =>
    new Intl.NumberFormat(moneyLocale(locale, currency), moneyFormatOptions(currency)).format(cents / 100);
  // A fixed pseudo-random spread of amounts from a cent to ten million, and their opposites.
  let seed = 20261128;
  const spread = Array.from({ length: 2000 }, (_, i) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return Math.floor((seed / 2 ** 31) * 10 ** (1 + (i % 10)));
  });
  const edges = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 99_999, 100_000, 999_999, 1_000_000, 123_456_789];
  const amounts = [...edges, ...spread].flatMap((cents) => [cents, -cents]);

  it.each(LOCALES.flatMap((locale) => ['EUR', 'GBP'].map((currency) => [locale, currency] as const)))(
    'writes %s %s exactly as Intl.NumberFormat does',
    (locale, currency) => {
      const differing = amounts.filter(
        (cents) => formatMoney(cents, locale, currency) !== intl(cents, locale, currency),
      );
      expect(
        differing.map((cents) => [
          cents,
          formatMoney(cents, locale, currency),
          intl(cents, locale, currency),
        ]),
      ).toEqual([]);
    },
  );

  it('takes its English from Ireland for euros and from Britain for pounds', () => {
    expect(moneyLocale('en', 'EUR')).toBe('en-IE');
    expect(moneyLocale('en', 'GBP')).toBe('en-GB');
    expect(moneyLocale('fr', 'GBP')).toBe('fr');
  });

  it('groups thousands the way each language does', () => {
    expect(formatMoney(123_456, 'fr', 'EUR')).toBe('1\u202f234,56\u00a0€');
    expect(formatMoney(123_456, 'es', 'EUR')).toBe('1234,56\u00a0€');
    expect(formatMoney(1_234_567, 'es', 'GBP')).toBe('12.345,67\u00a0£');
    expect(formatMoney(-123_456, 'nl', 'EUR')).toBe('€\u00a0-1.234,56');
    expect(formatMoney(-123_456, 'en', 'EUR')).toBe('-€1,234.56');
  });

  it('leaves languages, amounts and currencies outside its table to Intl', () => {
    expect(formatMoney(123_456, 'de', 'EUR')).toBe(intl(123_456, 'de', 'EUR'));
    expect(formatMoney(1250.5, 'fr', 'GBP')).toBe(intl(1250.5, 'fr', 'GBP'));
    expect(formatMoney(1250, 'en', 'CHF')).toBe('CHF\u00a012.50');
    expect(plain(formatMoney(1250, 'fr', 'USD'))).toBe('12,50 $');
  });

  it('binds a language and a currency', () => {
    expect(moneyFormatter('en', 'GBP')(1250)).toBe('£12.50');
    expect(moneyFormatter('en', 'EUR')(1250)).toBe('€12.50');
  });
});

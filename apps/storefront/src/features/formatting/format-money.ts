import type { AppLocale } from '@stadio/i18n';

/*
 * A club's money from integer cents as docs/product.md#money-and-dates writes it: in the club's
 * currency, the way the fan's language writes amounts. Euros and pounds in the shop's five
 * languages are written without Intl (ADR 0036): the first Intl formatter a page makes loads
 * ICU's locale data, about 17 ms on this project's machines, four times that on a mid-range
 * phone, and the match and summary pages make it while they hydrate, inside the task that keeps
 * the page from answering a tap. The table is what CLDR writes for each language
 * (formatting.test.ts checks it against Intl.NumberFormat for thousands of amounts in both
 * currencies), so the server's HTML and the browser's render agree whatever ICU either has. Other
 * currencies, amounts and languages still go through Intl.
 */

interface MoneyStyle {
  group: string;
  decimal: string;
  /** Digits the integer part needs before it is grouped: Spanish writes 1234,50 € but 12.345,67 €. */
  groupFrom: number;
  write: (sign: '' | '-', amount: string, symbol: string) => string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const STYLES: Record<AppLocale, MoneyStyle> = {
  fr: { group: NARROW_NBSP, decimal: ',', groupFrom: 4, write: (sign, n, s) => `${sign}${n}${NBSP}${s}` },
  en: { group: ',', decimal: '.', groupFrom: 4, write: (sign, n, s) => `${sign}${s}${n}` },
  es: { group: '.', decimal: ',', groupFrom: 5, write: (sign, n, s) => `${sign}${n}${NBSP}${s}` },
  nl: { group: '.', decimal: ',', groupFrom: 4, write: (sign, n, s) => `${s}${NBSP}${sign}${n}` },
  ru: { group: NBSP, decimal: ',', groupFrom: 4, write: (sign, n, s) => `${sign}${n}${NBSP}${s}` },
};

/**
 * The currencies the table writes, by their narrow sign: a club's shop is in one currency, so the
 * bare sign is unambiguous ("12,50 £" in French, where Intl's default would write "12,50 £GB").
 */
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', GBP: '£' };

/**
 * The English Intl writes a currency in: Irish English for euros, British English for pounds, as
 * the shop's English pages write them ("€12.50", "£12.50").
 */
export const moneyLocale = (locale: string, currency: string) =>
  locale === 'en' ? (currency === 'GBP' ? 'en-GB' : 'en-IE') : locale;

/** The Intl options the table stands for (and that amounts outside it are written with). */
export const moneyFormatOptions = (currency: string): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const formats = new Map<string, Intl.NumberFormat>();

function intlMoney(cents: number, locale: string, currency: string): string {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(moneyLocale(locale, currency), moneyFormatOptions(currency));
    formats.set(key, format);
  }
  return format.format(cents / 100);
}

const isShopLocale = (locale: string): locale is AppLocale => Object.hasOwn(STYLES, locale);

/**
 * Cents in the club's currency, the way the buyer's language writes them: "12,50 €" (fr, EUR),
 * "€12.50" (en, EUR), "£12.50" (en, GBP), "12,50 £" (fr, GBP). In components, `useMoney()`
 * binds the page's language and club.
 */
export function formatMoney(cents: number, locale: string, currency: string): string {
  const symbol = SYMBOLS[currency];
  if (!symbol || !Number.isSafeInteger(cents) || !isShopLocale(locale))
    return intlMoney(cents, locale, currency);
  const style = STYLES[locale];
  const magnitude = Math.abs(cents);
  const units = String(Math.floor(magnitude / 100));
  const integer = units.length < style.groupFrom ? units : units.replace(/\B(?=(\d{3})+$)/g, style.group);
  const fraction = String(magnitude % 100).padStart(2, '0');
  // Intl writes a minus on negative zero too.
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return style.write(sign, `${integer}${style.decimal}${fraction}`, symbol);
}

/** The sign a price field is labelled with: "€", "£", or the code of a currency outside the table. */
export const currencySign = (currency: string): string => SYMBOLS[currency] ?? currency;

/** Writes cents in one currency and language. */
export type MoneyFormatter = (cents: number) => string;

/** `formatMoney` bound to a language and a club's currency, for server components and route handlers. */
export function moneyFormatter(locale: string, currency: string): MoneyFormatter {
  return (cents) => formatMoney(cents, locale, currency);
}

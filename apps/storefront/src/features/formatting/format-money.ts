import type { AppLocale } from '@stadio/i18n';

/*
 * Euros from integer cents as docs/product.md#money-and-dates writes them, without Intl in the
 * shop's five languages. The first Intl formatter a page makes loads ICU's locale data: about 17 ms
 * on this project's machines, four times that on a mid-range phone, and the match and summary pages
 * make it while they hydrate, inside the task that keeps the page from answering a tap. The table
 * is what CLDR writes for each language (formatting.test.ts checks it against Intl.NumberFormat for
 * thousands of amounts), so the server's HTML and the browser's render agree whatever ICU either
 * has. Other amounts and languages still go through Intl.
 */

interface MoneyStyle {
  group: string;
  decimal: string;
  /** Digits the integer part needs before it is grouped: Spanish writes 1234,50 € but 12.345,67 €. */
  groupFrom: number;
  write: (sign: '' | '-', amount: string) => string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const STYLES: Record<AppLocale, MoneyStyle> = {
  fr: { group: NARROW_NBSP, decimal: ',', groupFrom: 4, write: (sign, n) => `${sign}${n}${NBSP}€` },
  en: { group: ',', decimal: '.', groupFrom: 4, write: (sign, n) => `${sign}€${n}` },
  es: { group: '.', decimal: ',', groupFrom: 5, write: (sign, n) => `${sign}${n}${NBSP}€` },
  nl: { group: '.', decimal: ',', groupFrom: 4, write: (sign, n) => `€${NBSP}${sign}${n}` },
  ru: { group: NBSP, decimal: ',', groupFrom: 4, write: (sign, n) => `${sign}${n}${NBSP}€` },
};

/** Irish English for `en`: the euro sign before the amount, as the shop's English pages write it. */
export const moneyLocale = (locale: string) => (locale === 'en' ? 'en-IE' : locale);

const formats = new Map<string, Intl.NumberFormat>();

function intlMoney(cents: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(moneyLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}

const isShopLocale = (locale: string): locale is AppLocale => Object.hasOwn(STYLES, locale);

/** Euros from integer cents, the way the buyer's language writes them: "12,50 €" (fr), "€12.50" (en). */
export function formatMoney(cents: number, locale: string): string {
  if (!Number.isSafeInteger(cents) || !isShopLocale(locale)) return intlMoney(cents, locale);
  const style = STYLES[locale];
  const magnitude = Math.abs(cents);
  const units = String(Math.floor(magnitude / 100));
  const integer = units.length < style.groupFrom ? units : units.replace(/\B(?=(\d{3})+$)/g, style.group);
  const fraction = String(magnitude % 100).padStart(2, '0');
  // Intl writes a minus on negative zero too.
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  return style.write(sign, `${integer}${style.decimal}${fraction}`);
}

const formats = new Map<string, Intl.NumberFormat>();

/** Euros from integer cents, the way the buyer's language writes them: "12,50 €" (fr), "€12.50" (en). */
export function formatMoney(cents: number, locale: string): string {
  // One formatter per language: making one costs far more than using it (a map's 60 blocks each show a price).
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-IE' : locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}

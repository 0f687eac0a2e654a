/** Euros from integer cents, the way the buyer's language writes them: "12,50 €" (fr), "€12.50" (en). */
export function formatMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-IE' : locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

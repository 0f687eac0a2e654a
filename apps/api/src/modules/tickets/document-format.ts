/** Euros from cents as the language writes them ("12,50 €", "€12.50"), like the storefront. */
export function formatDocumentMoney(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-IE' : locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/g, ' ');
}

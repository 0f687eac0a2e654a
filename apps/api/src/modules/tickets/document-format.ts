/**
 * The API's one money formatter (PDF tickets, invoices, credit notes, wallet passes, e-mails):
 * cents in the club's currency, written the way the reader's language writes amounts
 * (docs/product.md#money-and-dates), as the storefront's format-money.ts does: the bare sign of
 * the currency ("12,50 £", not "12,50 £GB"), English from Ireland for euros ("€12.50") and from
 * Britain for pounds ("£12.50"). PDF fonts lack the narrow no-break space, so spaces are plain.
 */
export function formatDocumentMoney(cents: number, locale: string, currency: string): string {
  const english = currency === 'GBP' ? 'en-GB' : 'en-IE';
  return new Intl.NumberFormat(locale === 'en' ? english : locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/g, ' ');
}

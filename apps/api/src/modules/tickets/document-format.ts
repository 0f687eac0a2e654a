const pad = (n: number) => String(n).padStart(2, '0');

function dateParts(date: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
}

/**
 * The spec's dates (section 9) as the storefront writes them: dd/MM/yyyy in French, MM/dd/yyyy
 * otherwise, in the club's time zone so the printed kick-off is the venue's, wherever the fan is.
 */
export function formatDocumentDate(date: Date, locale: string, timeZone: string, withTime = true): string {
  const parts = dateParts(date, timeZone);
  const day = pad(Number(parts.day));
  const month = pad(Number(parts.month));
  const datePart = locale === 'fr' ? `${day}/${month}/${parts.year}` : `${month}/${day}/${parts.year}`;
  return withTime ? `${datePart} ${pad(Number(parts.hour))}:${pad(Number(parts.minute))}` : datePart;
}

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

/** A date and time in the club's time zone, as staff read them in a table. */
export function formatStaffDate(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

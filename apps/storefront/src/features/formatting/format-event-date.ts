const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The spec's date format: dd/MM/yyyy HH:mm in French, MM/dd/yyyy HH:mm otherwise, always in the
 * venue's time zone (a fan abroad sees the kick-off time printed on the ticket).
 */
export function formatEventDate(date: Date | string, locale: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(date))
      .map((p) => [p.type, p.value]),
  );
  const day = pad(Number(parts.day));
  const month = pad(Number(parts.month));
  const time = `${pad(Number(parts.hour))}:${pad(Number(parts.minute))}`;
  return locale === 'fr' ? `${day}/${month}/${parts.year} ${time}` : `${month}/${day}/${parts.year} ${time}`;
}

/**
 * An estimated wait as words of `locale` ("12 minutes", "2 hours"), or null under a minute, which
 * the page words itself. Rounded up to the minute, then to the hour past two hours: an estimate.
 */
export function formatWait(seconds: number, locale: string): string | null {
  if (seconds < 60) return null;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
      minutes,
    );
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
    Math.round(minutes / 60),
  );
}

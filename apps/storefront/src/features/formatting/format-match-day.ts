const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions, key: string) {
  const id = `${key}|${locale}|${timeZone}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { timeZone, ...options });
    formats.set(id, found);
  }
  return found;
}

/**
 * A kick-off as a poster writes it, in the club's time zone: "sam. 29 nov." and "20:45". Beside,
 * not instead of, the date of docs/product.md#money-and-dates, which cards and tickets still print.
 */
export function formatMatchDay(date: Date | string, locale: string, timeZone: string) {
  const instant = new Date(date);
  return {
    day: format(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }, 'day').format(
      instant,
    ),
    longDay: format(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }, 'long').format(
      instant,
    ),
    time: format(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'time').format(
      instant,
    ),
  };
}

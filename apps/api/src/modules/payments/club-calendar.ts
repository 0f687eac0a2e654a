import { instantOfWallTime } from '@stadio/tenants';

/*
 * Dates in a club's time zone: an instalment is due on a calendar day of the club (a fan paying at
 * 00:30 in Paris pays "today" in Paris, whatever UTC says), and charged from that day's midnight.
 */

/** `yyyy-mm-dd` of `at` in `timeZone`. */
export function dayInZone(at: Date, timeZone: string): string {
  // en-CA writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The instant day `yyyy-mm-dd` starts in `timeZone`. */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return instantOfWallTime(timeZone, { year, month, day: date });
}

/** `day` plus `months` calendar months, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

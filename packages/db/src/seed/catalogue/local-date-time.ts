import { instantOfWallTime, wallClock } from '@stadio/tenants';

/**
 * The instant of a local time `days` days after today in `timeZone` ("20:45 in Paris, in four
 * days"), so demo matches kick off at believable local hours whatever the server's zone. A time
 * skipped by a DST change moves forward by the gap, like a clock would.
 */
export function localDateTime(now: Date, timeZone: string, days: number, time: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const today = wallClock(now, timeZone);
  return instantOfWallTime(timeZone, {
    year: today.year,
    month: today.month,
    day: today.day + days,
    hour,
    minute,
  });
}

import { instantOfWallTime, wallClock } from '@stadio/tenants';

/** "2026-08-14 20:45" (or "2026-08-14") in the club's time zone, as an instant. */
export function instantOfLocal(value: string, timeZone: string): Date {
  const [date = '', time = '00:00'] = value.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return instantOfWallTime(timeZone, { year, month, day, hour, minute });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The reverse: how the files write an instant in the club's time zone. */
export function localOfInstant(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The same wall-clock time `days` earlier, at `time` ("10:00") when given. */
export function daysBefore(instant: Date, days: number, timeZone: string, time?: string): Date {
  const wall = wallClock(instant, timeZone);
  const [hour, minute] = time ? time.split(':').map(Number) : [wall.hour, wall.minute];
  return instantOfWallTime(timeZone, {
    year: wall.year,
    month: wall.month,
    day: wall.day - days,
    hour: hour ?? 0,
    minute: minute ?? 0,
  });
}

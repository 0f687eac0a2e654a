const partsFormat = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of a local time `days` days after today in `timeZone` ("20:45 in Paris, in four
 * days"), so demo matches kick off at believable local hours whatever the server's zone. A time
 * skipped by a DST change moves forward by the gap, like a clock would.
 */
export function localDateTime(now: Date, timeZone: string, days: number, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const today = wallClock(now, timeZone);
  const wall = Date.UTC(today.year, today.month - 1, today.day + days, hours, minutes);
  // The offset depends on the instant we are looking for: a second pass settles DST days.
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

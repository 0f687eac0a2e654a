/*
 * Wall-clock time in a club's time zone (IANA name from the tenant file): what a clock in the
 * stadium shows at an instant, and the instant a wall time happens. Used where the day or hour
 * belongs to the club, not to the server: demo kick-offs, instalment due dates.
 */

/** A wall-clock reading; month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function intlWallClock(instant: Date, timeZone: string): WallTime {
  let format = formats.get(timeZone);
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
    formats.set(timeZone, format);
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

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (epoch ms), in milliseconds, by Intl. */
function intlOffset(instant: number, timeZone: string): number {
  const w = intlWallClock(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * A zone's offsets from UTC over a span of time, as a table a browser reads wall clocks from without
 * Intl: the first Intl formatter a page makes loads ICU's data, a long task when it happens while the
 * page hydrates (the summary writes the match's date). `changes` are [from, offset] in epoch
 * milliseconds, oldest first; the first is at `from`.
 */
export interface ZoneOffsets {
  timeZone: string;
  from: number;
  until: number;
  changes: Array<[number, number]>;
}

const WEEK = 7 * 86_400_000;

/**
 * `timeZone`'s offsets from `from` to `until` (epoch ms), read from Intl a week at a time and to the
 * second where they change: zones change their offset at most once a week (DST, a new rule).
 */
export function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const start = Math.floor(from / 1000) * 1000;
  const changes: Array<[number, number]> = [[start, intlOffset(start, timeZone)]];
  for (let low = start; low < until;) {
    const high = Math.min(low + WEEK, until);
    const before = changes[changes.length - 1]![1];
    if (intlOffset(high, timeZone) === before) {
      low = high;
      continue;
    }
    let [a, b] = [low, high];
    while (b - a > 1000) {
      const middle = a + Math.floor((b - a) / 2000) * 1000;
      if (intlOffset(middle, timeZone) === before) a = middle;
      else b = middle;
    }
    changes.push([b, intlOffset(b, timeZone)]);
    low = b;
  }
  return { timeZone, from: start, until, changes };
}

const tables = new Map<string, ZoneOffsets>();

/** Lets `wallClock` read the table's zone from it, within its span, instead of from Intl. */
export function rememberZoneOffsets(table: ZoneOffsets): void {
  tables.set(table.timeZone, table);
}

function tableOffset(instant: number, timeZone: string): number | undefined {
  const table = tables.get(timeZone);
  if (!table || instant < table.from || instant >= table.until) return undefined;
  for (let i = table.changes.length - 1; i >= 0; i -= 1) {
    const [at, offset] = table.changes[i]!;
    if (at <= instant) return offset;
  }
  return undefined;
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallTime {
  const offset = tableOffset(instant.getTime(), timeZone);
  if (offset === undefined) return intlWallClock(instant, timeZone);
  const shifted = new Date(instant.getTime() + offset);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (epoch ms), in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return tableOffset(instant, timeZone) ?? intlOffset(instant, timeZone);
}

/**
 * The instant a clock in `timeZone` shows `wall` (day overflow allowed: day 32 is the next month's
 * 1st). A time skipped by a DST change moves forward by the gap, like a clock would.
 */
export function instantOfWallTime(
  timeZone: string,
  wall: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<Pick<WallTime, 'hour' | 'minute'>>,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0);
  // The offset depends on the instant we are looking for: a second pass settles DST days.
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates as docs/product.md#money-and-dates writes them: dd/MM/yyyy HH:mm in French, MM/dd/yyyy HH:mm
 * otherwise, in the club's time zone, so a fan abroad sees the kick-off printed on the ticket. The storefront
 * and the documents the API makes (tickets, invoices, e-mails) both write dates with it.
 */
export function formatClubDate(date: Date, locale: string, timeZone: string, withTime = true): string {
  const w = wallClock(date, timeZone);
  const day =
    locale === 'fr' ? `${pad(w.day)}/${pad(w.month)}/${w.year}` : `${pad(w.month)}/${pad(w.day)}/${w.year}`;
  return withTime ? `${day} ${pad(w.hour)}:${pad(w.minute)}` : day;
}

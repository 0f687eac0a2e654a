import type { RefusalCode } from './catalogue-plan';
import type { CatalogueTable } from './catalogue-rows';
import type { Use } from './catalogue-usage';
import type { FullRow } from './row-values';

/*
 * The words of refusals (refusals.ts): plain English for the ticketing manager running an apply,
 * naming seats, blocks and matches as the shop prints them. The back office can word them in its
 * own languages from each refusal's code and subject.
 */

const number = (n: number) => n.toLocaleString('en-GB');

/** "1 ticket", "1,204 tickets". */
export const count = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** "m05, m07", at most five then "and 3 more". */
export function eventList(ids: Iterable<string>): string {
  const sorted = [...ids].sort();
  const shown = sorted.slice(0, 5).join(', ');
  return sorted.length > 5 ? `${shown} and ${sorted.length - 5} more` : shown;
}

/** "(m05, m07)" or nothing. */
export const inEvents = (ids: Iterable<string>) => {
  const list = eventList(ids);
  return list ? ` (${list})` : '';
};

/** "N12 · A · 10": block, row and seat number, as a ticket prints them. */
export const seatLabel = (blockName: string, rowName: string, seatNumber: string) =>
  `${blockName} · ${rowName} · ${seatNumber}`;

/** "Riviera – Lyon (m05)". */
export const matchLabel = (name: string, id: string) => `${name} (${id})`;

/** "2026-08-14 20:45" in `timeZone`, with the zone when it is UTC. */
export function moment(instant: string, timeZone: string): string {
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
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  return timeZone === 'UTC' ? `${text} UTC` : text;
}

/** Something refused, as the sentence's subject: "Seat N12 · A · 10", "23 seats of block N12 (…)". */
export interface Subject {
  text: string;
  plural: boolean;
}

export const has = (s: Subject) => (s.plural ? 'have' : 'has');
export const is = (s: Subject) => (s.plural ? 'are' : 'is');
export const it = (s: Subject) => (s.plural ? 'they' : 'it');
export const its = (s: Subject) => (s.plural ? 'their' : 'its');
export const them = (s: Subject) => (s.plural ? 'them' : 'it');

/** The way out of a refusal whose only obstacles are holds past their expiry. */
export const AFTER_EXPIRED_HOLDS =
  'Those holds have expired and are released within minutes: apply again then.';

export const VENUE_FILE = 'venue.json';
export const SEASON_FILE = 'season.json';
export const PROMO_FILE = 'promo-codes.json';

export const idOf = (row: FullRow) => String(row.id);
export const byId = (rows: readonly FullRow[]) => new Map(rows.map((r) => [idOf(r), r]));
export const changedField = (change: { fields: { field: string }[] }, field: string) =>
  change.fields.some((f) => f.field === field);

export const single = (text: string): Subject => ({ text, plural: false });
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "has 2 tickets sold or held (m05, m07)" / "is on tickets of past orders (m05)". */
export function usedWords(subject: Subject, use: Use, unit: 'ticket' | 'place', listEvents = true): string {
  const events = (ids: Set<string>) => (listEvents ? inEvents(ids) : '');
  // Seats the club closed (migration 0023) are taken off sale, not sold: said as such.
  const closed = use.closed ?? 0;
  if (use.live > 0 && closed === use.live)
    return `${has(subject)} ${count(use.live, 'seat')} closed by the club${events(use.liveEvents)}`;
  if (use.live > 0 && closed > 0)
    return `${has(subject)} ${count(use.live, unit)} sold, held or closed${events(use.liveEvents)}`;
  if (use.live > 0) return `${has(subject)} ${count(use.live, unit)} sold or held${events(use.liveEvents)}`;
  return `${is(subject)} on tickets of past orders${events(use.pastEvents)}, which order history still shows`;
}

export const wayOutOr = (use: Use, wayOut: string) =>
  use.live > 0 && use.expired === use.live ? AFTER_EXPIRED_HOLDS : wayOut;

export const isUsed = (use: Use | undefined, pastCounts: boolean): use is Use =>
  use !== undefined && (use.live > 0 || (pastCounts && use.past > 0));

/** Records one refusal of `row` of `table` (refusals.ts words the key and the events). */
export type Refuse = (
  code: RefusalCode,
  table: CatalogueTable,
  row: FullRow,
  subject: Subject,
  use: Use | undefined,
  reason: string,
  wayOut: string,
) => void;

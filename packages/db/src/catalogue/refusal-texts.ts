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

import type { Tenant } from '@stadio/tenants';
import type { TicketFacts } from './ticket-facts';

/** How long a match is assumed to last in calendars (the catalogue has no end time). */
const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 folds lines longer than 75 octets; continuation lines start with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file with the event of a ticket: start, an assumed two-hour length, venue, and the
 * seats the customer holds for it, so "add to calendar" shows where to go.
 */
export function eventCalendar(
  tickets: TicketFacts[],
  tenant: Tenant,
  shopOrigin: string,
  title: string,
  now: Date,
): string {
  const first = tickets[0];
  if (!first) throw new Error('a calendar needs at least one ticket');
  const start = new Date(first.ticket.eventInfo.startDatetime);
  const seats = tickets
    .map(({ ticket: { seatInfo: s } }) =>
      [s.standName, s.blockName, s.rowName, s.seatNumber]
        .filter((part) => part !== null && part !== '')
        .join(' '),
    )
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Stadio//${escapeText(tenant.clientLongName)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${tenant.slug}-${first.eventId}-${first.owner.id}@stadio`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + EVENT_DURATION_MS))}`,
    `SUMMARY:${escapeText(title)}`,
    `LOCATION:${escapeText(first.arenaName)}`,
    `DESCRIPTION:${escapeText(`${tenant.clientLongName}\n${seats}`)}`,
    `URL:${shopOrigin}/orders`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

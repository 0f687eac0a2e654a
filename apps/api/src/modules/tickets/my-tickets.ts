import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { isDownloadOpen } from './download-rules';
import { resaleStates } from './resale-states';
import type { MyTicketsArgs } from './ticket-args';
import { loadTicketFacts, type TicketFacts } from './ticket-facts';

const DEFAULT_PAGE = 10;

/** A ticket as the orders page shows it. */
export function toMyTicket(facts: TicketFacts, resale: Gql.ResaleState, now: Date): Gql.MyTicket {
  const { ticket } = facts;
  const isPast = new Date(ticket.eventInfo.startDatetime).getTime() < now.getTime();
  return {
    id: ticket.id,
    orderId: facts.orderId,
    // Every seat ticket this shop sells is delivered electronically (withdrawal 1, by e-mail).
    ticketType: 'E_TICKET',
    status: 'CONFIRMED',
    productName: ticket.productName,
    grossAmount: ticket.grossAmount,
    discountAmount: ticket.discountAmount,
    eventInfo: ticket.eventInfo,
    seatInfo: ticket.seatInfo,
    holderInfo: ticket.holderInfo ?? null,
    resaleState: resale,
    version: facts.version,
    downloadOpensAt: facts.opensAt?.toISOString() ?? null,
    isDownloadable: isDownloadOpen(facts.opensAt, now),
    isPast,
    isResalable: !isPast && resale === 'NOT_ON_RESALE',
  };
}

const KEEP: Record<Gql.MyTicketsFilter, (ticket: Gql.MyTicket) => boolean> = {
  UPCOMING: (ticket) => !ticket.isPast,
  RESALABLE: (ticket) => ticket.isResalable,
  ON_RESALE: (ticket) => ticket.resaleState === 'ON_SALE',
  RESOLD: (ticket) => ticket.resaleState === 'RESOLD',
  PAST: (ticket) => ticket.isPast,
};

/**
 * The orders page: the customer's confirmed tickets that pass `filter`, grouped by order and
 * event (or pack), upcoming soonest first or past latest first, one page of groups.
 */
export async function myTickets(
  scope: { db: Database; tenantId: string; now: Date },
  args: MyTicketsArgs,
): Promise<Gql.MyTicketsPage> {
  const { db, tenantId, now } = scope;
  const facts = await loadTicketFacts(db, tenantId, args.customerId, { all: true }, now);
  const states = await resaleStates(
    db,
    tenantId,
    facts.map((f) => ({
      ticketId: f.ticket.id,
      eventId: f.eventId,
      seatId: f.ticket.seatInfo.seatId ?? null,
      since: new Date(f.saleDatetime ?? 0),
    })),
  );
  const filter = args.filter ?? 'UPCOMING';
  const groups = new Map<string, Gql.MyTicketGroup & { start: number }>();
  for (const fact of facts) {
    const ticket = toMyTicket(fact, states.get(fact.ticket.id) ?? 'NOT_ON_RESALE', now);
    if (!KEEP[filter](ticket)) continue;
    const key = `${fact.orderId}:${fact.group.id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        id: key,
        orderId: fact.orderId,
        saleDatetime: fact.saleDatetime,
        eventInfo: fact.group.eventInfo ?? null,
        packInfo: fact.group.packInfo ?? null,
        tickets: [],
        start: new Date(ticket.eventInfo.startDatetime).getTime(),
      };
      groups.set(key, group);
    }
    group.tickets.push(ticket);
    group.start = Math.min(group.start, new Date(ticket.eventInfo.startDatetime).getTime());
  }
  const direction = filter === 'PAST' ? -1 : 1;
  const sorted = [...groups.values()].sort(
    (a, b) => direction * (a.start - b.start) || a.id.localeCompare(b.id),
  );
  const offset = args.after ? Number(args.after) : 0;
  const size = args.first ?? DEFAULT_PAGE;
  const page = sorted.slice(offset, offset + size).map(({ start: _start, ...group }) => group);
  return {
    groups: page,
    nextCursor: offset + size < sorted.length ? String(offset + size) : null,
    totalGroups: sorted.length,
  };
}

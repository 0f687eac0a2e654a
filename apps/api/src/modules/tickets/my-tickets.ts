import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { priceBounds, resaleRefusal, transferRefusal, type TicketStanding } from './ticket-rules';
import { isDownloadOpen } from './download-rules';
import { resaleStates, type TicketResale } from './resale-states';
import type { MyTicketsArgs } from './ticket-args';
import { loadTicketFacts, type TicketFacts } from './ticket-facts';

const DEFAULT_PAGE = 10;

const NOT_ON_RESALE: TicketResale = {
  state: 'NOT_ON_RESALE',
  priceCents: 0,
  payoutCents: null,
  payoutStatus: null,
};

/** What the resale and transfer rules look at for a ticket (docs/adr/0021). */
export function ticketStanding(
  facts: TicketFacts,
  resale: TicketResale | undefined,
  now: Date,
): TicketStanding {
  const { ticket } = facts;
  return {
    faceValueCents: facts.faceValueCents,
    paidCents: ticket.grossAmount + ticket.discountAmount,
    isSeated: !!ticket.seatInfo.seatId && !ticket.seatInfo.isOpenSeating,
    isPast: new Date(ticket.eventInfo.startDatetime).getTime() < now.getTime(),
    isDownloadable: isDownloadOpen(facts.opensAt, now),
    resold: facts.resold || resale?.state === 'RESOLD',
    onResale: resale?.state === 'ON_SALE' || resale?.state === 'PENDING',
    transfer: facts.transfer?.direction ?? null,
  };
}

/** A ticket as the orders page shows it. */
export function toMyTicket(
  facts: TicketFacts,
  resale: TicketResale | undefined,
  tenant: Tenant,
  now: Date,
): Gql.MyTicket {
  const { ticket } = facts;
  const standing = ticketStanding(facts, resale, now);
  const state = resale ?? NOT_ON_RESALE;
  const refusal = resaleRefusal(tenant.resale, standing);
  const bounds = refusal ? null : priceBounds(tenant.resale, standing.faceValueCents);
  const usable = !standing.resold && facts.transfer?.direction !== 'OUTGOING';
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
    resaleState: standing.resold ? 'RESOLD' : state.state,
    version: facts.version,
    downloadOpensAt: facts.opensAt?.toISOString() ?? null,
    isDownloadable: usable && standing.isDownloadable,
    isPast: standing.isPast,
    isResalable: refusal === null,
    resaleRefusal: refusal,
    resaleMinPrice: bounds?.min ?? null,
    resaleMaxPrice: bounds?.max ?? null,
    resalePrice: state.state === 'NOT_ON_RESALE' ? null : state.priceCents,
    payoutAmount: state.payoutCents,
    payoutStatus: state.payoutStatus,
    isTransferable: transferRefusal(standing) === null,
    transfer: facts.transfer
      ? {
          id: facts.transfer.id,
          direction: facts.transfer.direction,
          email: facts.transfer.counterpartEmail,
          name: facts.transfer.counterpartName,
          createdAt: facts.transfer.createdAt,
          isCancellable: facts.transfer.direction === 'OUTGOING' && !standing.isPast,
        }
      : null,
  };
}

/** The orders page's view of some tickets of the customer (with those they no longer have). */
export async function myTicketViews(
  scope: { db: Database; tenant: Tenant; now: Date; locale?: string },
  customerId: string,
  ticketIds: readonly string[],
): Promise<Gql.MyTicket[]> {
  const { db, tenant, now } = scope;
  const facts = await loadTicketFacts(db, tenant.slug, customerId, { ticketIds }, now, {
    includeGone: true,
    namesIn: scope.locale,
  });
  const states = await resaleStates(
    db,
    tenant.slug,
    facts.map((f) => f.ticket.id),
  );
  return facts.map((f) => toMyTicket(f, states.get(f.ticket.id), tenant, now));
}

const KEEP: Record<Gql.MyTicketsFilter, (ticket: Gql.MyTicket) => boolean> = {
  UPCOMING: (ticket) => !ticket.isPast,
  RESALABLE: (ticket) => ticket.isResalable,
  ON_RESALE: (ticket) => ticket.resaleState === 'ON_SALE' || ticket.resaleState === 'PENDING',
  RESOLD: (ticket) => ticket.resaleState === 'RESOLD',
  PAST: (ticket) => ticket.isPast,
};

/**
 * The orders page: the customer's confirmed tickets that pass `filter`, grouped by order and
 * event (or pack), upcoming soonest first or past latest first, one page of groups.
 */
export async function myTickets(
  scope: { db: Database; tenant: Tenant; now: Date; locale?: string },
  args: MyTicketsArgs,
): Promise<Gql.MyTicketsPage> {
  const { db, tenant, now } = scope;
  const facts = await loadTicketFacts(db, tenant.slug, args.customerId, { all: true }, now, {
    includeGone: true,
    namesIn: scope.locale,
  });
  const states = await resaleStates(
    db,
    tenant.slug,
    facts.map((f) => f.ticket.id),
  );
  const filter = args.filter ?? 'UPCOMING';
  const groups = new Map<string, Gql.MyTicketGroup & { start: number }>();
  for (const fact of facts) {
    const ticket = toMyTicket(fact, states.get(fact.ticket.id), tenant, now);
    if (!KEEP[filter](ticket)) continue;
    const key = `${fact.orderId}:${fact.group.id}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        id: key,
        orderId: fact.orderId,
        // A received ticket's group is the giver's order (never the receiver's own).
        isBuyer: fact.transfer?.direction !== 'INCOMING',
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

import {
  arenas,
  customers,
  events,
  resaleListings,
  seatTickets,
  ticketTransfers,
  ticketVersions,
  type Database,
} from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { nameIn } from '../catalogue/catalogue-names';
import { loadOrders } from '../orders/load-orders';
import { downloadOpensAt } from './download-rules';

/** The owner of an order, as documents address them. */
export interface TicketOwner {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  locale: string;
}

/** Everything a ticket document shows, for one confirmed seat ticket of one customer. */
export interface TicketFacts {
  ticket: Gql.SeatTicket;
  /** The order's group the ticket is in (its event, or its pack). */
  group: Gql.TicketGroup;
  orderId: string;
  /** When the order was confirmed. */
  saleDatetime: string | null;
  eventId: string;
  arenaName: string;
  /** Version of the QR code (1 until re-issued). */
  version: number;
  /** When downloads, e-mails and wallets open; null: already open from the start. */
  opensAt: Date | null;
  /** Language of the holder's account when the holder has one at the club, else the owner's. */
  locale: string;
  owner: TicketOwner;
  /** The ticket's active transfer, seen from this customer: handed to someone, or received. */
  transfer: TicketTransferFacts | null;
  /** Sold on resale: void, kept only for the orders page (docs/adr/0021). */
  resold: boolean;
  /**
   * The face value the club first sold the ticket at, in cents: its price, or for a ticket bought
   * on resale the face value its listing kept (not the resale price), so a resale cap never climbs
   * from one resale to the next (docs/product.md#resale).
   */
  faceValueCents: number;
}

/** An active transfer of a ticket, from the point of view of the customer reading it. */
export interface TicketTransferFacts {
  id: string;
  direction: 'OUTGOING' | 'INCOMING';
  /** The other customer: the recipient of an outgoing transfer, the sender of an incoming one. */
  counterpartId: string;
  counterpartEmail: string;
  counterpartName: string | null;
  createdAt: string;
}

/**
 * What else to load: the orders page also lists tickets the customer no longer has (handed to
 * someone by a transfer they may cancel, or sold on resale); files, e-mails, wallets, resale and
 * transfers never see them.
 */
export interface TicketFactsOptions {
  includeGone?: boolean;
  /**
   * The language of catalogue names when a page shows the tickets (the page's); without it each
   * ticket reads its holder's language, else its owner's, as files and e-mails do
   * (docs/product.md#catalogue-names).
   */
  namesIn?: string;
}

/** Which tickets to load: some tickets, every ticket of some orders, or all the customer's. */
export type TicketSelection =
  { ticketIds: readonly string[] } | { orderIds: readonly string[] } | { all: true };

/**
 * The confirmed seat tickets customer `customerId` owns at club `tenantId` that `selection`
 * names: those of their orders not handed to someone else, and those handed to them by an active
 * transfer (docs/adr/0021). A ticket of another customer or club, or of an order that is not
 * confirmed, is simply absent: callers answer 404 for it, so nobody learns that it exists.
 */
export async function loadTicketFacts(
  db: Database,
  tenantId: string,
  customerId: string,
  selection: TicketSelection,
  now: Date,
  options: TicketFactsOptions = {},
): Promise<TicketFacts[]> {
  const transfers = await activeTransfersOf(db, tenantId, customerId);
  const own = await loadOwnTicketFacts(db, tenantId, customerId, selection, now, options);
  const outgoing = new Map(transfers.filter((t) => t.direction === 'OUTGOING').map((t) => [t.ticketId, t]));
  const kept = own.flatMap((facts) => {
    const transfer = outgoing.get(facts.ticket.id);
    if (transfer && !options.includeGone) return [];
    return [{ ...facts, transfer: transfer ? toTransferFacts(transfer) : null }];
  });
  const received = await loadReceivedTicketFacts(
    db,
    tenantId,
    customerId,
    transfers.filter((t) => t.direction === 'INCOMING'),
    selection,
    now,
    options.namesIn,
  );
  return [...kept, ...received];
}

interface ActiveTransfer {
  id: string;
  ticketId: string;
  direction: 'OUTGOING' | 'INCOMING';
  counterpartId: string;
  counterpartEmail: string;
  counterpartFirstName: string | null;
  counterpartLastName: string | null;
  createdAt: string;
}

/** The customer's active transfers, both ways, with the other customer's address and name. */
async function activeTransfersOf(
  db: Database,
  tenantId: string,
  customerId: string,
): Promise<ActiveTransfer[]> {
  const rows = await db
    .select({
      id: ticketTransfers.id,
      ticketId: ticketTransfers.ticketId,
      fromCustomerId: ticketTransfers.fromCustomerId,
      toCustomerId: ticketTransfers.toCustomerId,
      createdAt: ticketTransfers.createdAt,
      counterpartEmail: customers.email,
      counterpartFirstName: customers.firstName,
      counterpartLastName: customers.lastName,
    })
    .from(ticketTransfers)
    .innerJoin(
      customers,
      and(
        eq(customers.tenantId, ticketTransfers.tenantId),
        sql`${customers.id} = case when ${ticketTransfers.fromCustomerId} = ${customerId}
          then ${ticketTransfers.toCustomerId} else ${ticketTransfers.fromCustomerId} end`,
      ),
    )
    .where(
      and(
        eq(ticketTransfers.tenantId, tenantId),
        eq(ticketTransfers.status, 'active'),
        or(eq(ticketTransfers.fromCustomerId, customerId), eq(ticketTransfers.toCustomerId, customerId)),
      ),
    );
  return rows.map((row) => {
    const outgoing = row.fromCustomerId === customerId;
    return {
      id: row.id,
      ticketId: row.ticketId,
      direction: outgoing ? 'OUTGOING' : 'INCOMING',
      counterpartId: outgoing ? row.toCustomerId : row.fromCustomerId,
      counterpartEmail: row.counterpartEmail,
      counterpartFirstName: row.counterpartFirstName,
      counterpartLastName: row.counterpartLastName,
      createdAt: row.createdAt,
    };
  });
}

function toTransferFacts(transfer: ActiveTransfer): TicketTransferFacts {
  const name = [transfer.counterpartFirstName, transfer.counterpartLastName?.toUpperCase()]
    .filter(Boolean)
    .join(' ');
  return {
    id: transfer.id,
    direction: transfer.direction,
    counterpartId: transfer.counterpartId,
    counterpartEmail: transfer.counterpartEmail,
    counterpartName: name || null,
    createdAt: transfer.createdAt,
  };
}

/**
 * Tickets other customers handed to this one: read from the senders' orders (the order stays the
 * sender's: its invoice and payments are theirs), owned and addressed as this customer's.
 */
async function loadReceivedTicketFacts(
  db: Database,
  tenantId: string,
  customerId: string,
  incoming: ActiveTransfer[],
  selection: TicketSelection,
  now: Date,
  namesIn: string | undefined,
): Promise<TicketFacts[]> {
  const wanted = incoming.filter((transfer) =>
    'ticketIds' in selection ? selection.ticketIds.includes(transfer.ticketId) : true,
  );
  if (wanted.length === 0) return [];
  const bySender = new Map<string, ActiveTransfer[]>();
  for (const transfer of wanted)
    bySender.set(transfer.counterpartId, [...(bySender.get(transfer.counterpartId) ?? []), transfer]);
  const found: TicketFacts[] = [];
  for (const [senderId, list] of bySender) {
    const facts = await loadOwnTicketFacts(
      db,
      tenantId,
      senderId,
      { ticketIds: list.map((t) => t.ticketId) },
      now,
      { namesIn },
      customerId,
    );
    for (const fact of facts) {
      if ('orderIds' in selection && !selection.orderIds.includes(fact.orderId)) continue;
      const transfer = list.find((t) => t.ticketId === fact.ticket.id);
      if (transfer) found.push({ ...fact, transfer: toTransferFacts(transfer) });
    }
  }
  return found;
}

/** The tickets of the orders of customer `buyerId`, owned (and addressed) as customer `ownerId`'s. */
async function loadOwnTicketFacts(
  db: Database,
  tenantId: string,
  buyerId: string,
  selection: TicketSelection,
  now: Date,
  options: TicketFactsOptions,
  ownerId: string = buyerId,
): Promise<TicketFacts[]> {
  const customerId = buyerId;
  const wantedTickets = 'ticketIds' in selection ? new Set(selection.ticketIds) : undefined;
  let orderIds: string[] | undefined;
  if (!('all' in selection)) {
    const named = await db
      .selectDistinct({ orderId: seatTickets.orderId })
      .from(seatTickets)
      .where(
        and(
          eq(seatTickets.tenantId, tenantId),
          'ticketIds' in selection
            ? inArray(seatTickets.id, [...selection.ticketIds, ''])
            : inArray(seatTickets.orderId, [...selection.orderIds, '']),
        ),
      );
    orderIds = named.map((row) => row.orderId);
    if (orderIds.length === 0) return [];
  }
  // Catalogue names in the owner's language (docs/product.md#catalogue-names).
  const [ownerLocale] = await db
    .select({ locale: customers.preferredLocale })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, ownerId)));
  const orders = await loadOrders(db, tenantId, customerId, now, {
    orderIds,
    statuses: ['confirmed'],
    locale: options.namesIn ?? ownerLocale?.locale,
  });
  if (orders.length === 0) return [];
  const confirmedRows = await db
    .select({
      id: seatTickets.id,
      status: seatTickets.status,
      faceValueCents: sql<number>`coalesce(${resaleListings.faceValueCents}, ${seatTickets.priceCents})`,
    })
    .from(seatTickets)
    .leftJoin(
      resaleListings,
      and(
        eq(resaleListings.tenantId, seatTickets.tenantId),
        eq(resaleListings.id, seatTickets.resaleListingId),
      ),
    )
    .where(
      and(
        eq(seatTickets.tenantId, tenantId),
        inArray(
          seatTickets.orderId,
          orders.map((order) => order.orderId),
        ),
        options.includeGone
          ? inArray(seatTickets.status, ['confirmed', 'resold'])
          : eq(seatTickets.status, 'confirmed'),
      ),
    );
  const confirmed = new Set(confirmedRows.map((row) => row.id));
  const faceValues = new Map(confirmedRows.map((row) => [row.id, row.faceValueCents]));
  const resold = new Set(confirmedRows.filter((row) => row.status === 'resold').map((row) => row.id));
  const picked = orders.flatMap((order) =>
    order.ticketGroups.flatMap((group) =>
      group.seatTickets
        .filter((ticket) => confirmed.has(ticket.id) && (!wantedTickets || wantedTickets.has(ticket.id)))
        .map((ticket) => ({
          ticket,
          group,
          orderId: order.orderId,
          saleDatetime: order.saleDatetime ?? null,
        })),
    ),
  );
  if (picked.length === 0) return [];
  const eventIds = [...new Set(picked.map((p) => p.ticket.eventInfo.id))];
  const holderEmails = [
    ...new Set(picked.map((p) => p.ticket.holderInfo?.email?.toLowerCase()).filter((e): e is string => !!e)),
  ];
  const [eventRows, versionRows, [owner], holderAccounts] = await Promise.all([
    db
      .select({
        id: events.id,
        start: events.startDatetime,
        daysBefore: events.ticketDownloadDaysBefore,
        arenaName: arenas.name,
        arenaNameTranslations: arenas.nameTranslations,
      })
      .from(events)
      .innerJoin(arenas, and(eq(arenas.tenantId, events.tenantId), eq(arenas.id, events.arenaId)))
      .where(and(eq(events.tenantId, tenantId), inArray(events.id, eventIds))),
    db
      .select({ ticketId: ticketVersions.ticketId, version: ticketVersions.version })
      .from(ticketVersions)
      .where(
        and(
          eq(ticketVersions.tenantId, tenantId),
          inArray(
            ticketVersions.ticketId,
            picked.map((p) => p.ticket.id),
          ),
        ),
      ),
    db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        locale: customers.preferredLocale,
      })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, ownerId))),
    holderEmails.length === 0
      ? Promise.resolve([])
      : db
          .select({ email: customers.email, locale: customers.preferredLocale })
          .from(customers)
          .where(
            and(
              eq(customers.tenantId, tenantId),
              inArray(sql`lower(${customers.email})`, holderEmails),
              isNull(customers.deletedAt),
            ),
          ),
  ]);
  if (!owner) return [];
  const eventsById = new Map(eventRows.map((row) => [row.id, row]));
  const versions = new Map(versionRows.map((row) => [row.ticketId, row.version]));
  const holderLocales = new Map(holderAccounts.map((row) => [row.email.toLowerCase(), row.locale]));
  const facts: TicketFacts[] = picked.flatMap(({ ticket, group, orderId, saleDatetime }) => {
    const event = eventsById.get(ticket.eventInfo.id);
    if (!event) return [];
    const holderEmail = ticket.holderInfo?.email?.toLowerCase();
    const locale = (holderEmail && holderLocales.get(holderEmail)) || owner.locale;
    return [
      {
        ticket,
        group,
        orderId,
        saleDatetime,
        eventId: event.id,
        // The venue in the language the ticket's other names are read in (below).
        arenaName: nameIn(event.arenaName, event.arenaNameTranslations, options.namesIn ?? locale),
        version: versions.get(ticket.id) ?? 1,
        opensAt: downloadOpensAt(new Date(event.start), event.daysBefore),
        locale,
        owner,
        transfer: null,
        resold: resold.has(ticket.id),
        faceValueCents: faceValues.get(ticket.id) ?? ticket.grossAmount,
      },
    ];
  });
  // A holder with an account of their own reads their ticket in their language, names included.
  for (const locale of new Set(facts.map((fact) => fact.locale))) {
    if (options.namesIn || locale === ownerLocale?.locale) continue;
    const theirs = facts.filter((fact) => fact.locale === locale);
    const reread = await loadOrders(db, tenantId, customerId, now, {
      orderIds: [...new Set(theirs.map((fact) => fact.orderId))],
      statuses: ['confirmed'],
      locale,
    });
    const byId = new Map(
      reread.flatMap((order) =>
        order.ticketGroups.flatMap((group) =>
          group.seatTickets.map((ticket) => [ticket.id, { ticket, group }]),
        ),
      ),
    );
    for (const fact of theirs) Object.assign(fact, byId.get(fact.ticket.id) ?? {});
  }
  return facts;
}

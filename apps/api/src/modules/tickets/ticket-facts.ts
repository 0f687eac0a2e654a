import { arenas, customers, events, seatTickets, ticketVersions, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
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
}

/** Which tickets to load: some tickets, every ticket of some orders, or all the customer's. */
export type TicketSelection =
  { ticketIds: readonly string[] } | { orderIds: readonly string[] } | { all: true };

/**
 * The confirmed seat tickets of customer `customerId` at club `tenantId` that `selection` names.
 * A ticket of another customer or club, or of an order that is not confirmed, is simply absent:
 * callers answer 404 for it, so nobody learns that it exists.
 */
export async function loadTicketFacts(
  db: Database,
  tenantId: string,
  customerId: string,
  selection: TicketSelection,
  now: Date,
): Promise<TicketFacts[]> {
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
  const orders = await loadOrders(db, tenantId, customerId, now, { orderIds, statuses: ['confirmed'] });
  if (orders.length === 0) return [];
  const confirmedRows = await db
    .select({ id: seatTickets.id })
    .from(seatTickets)
    .where(
      and(
        eq(seatTickets.tenantId, tenantId),
        inArray(
          seatTickets.orderId,
          orders.map((order) => order.orderId),
        ),
        eq(seatTickets.status, 'confirmed'),
      ),
    );
  const confirmed = new Set(confirmedRows.map((row) => row.id));
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
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId))),
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
  return picked.flatMap(({ ticket, group, orderId, saleDatetime }) => {
    const event = eventsById.get(ticket.eventInfo.id);
    if (!event) return [];
    const holderEmail = ticket.holderInfo?.email?.toLowerCase();
    return [
      {
        ticket,
        group,
        orderId,
        saleDatetime,
        eventId: event.id,
        arenaName: event.arenaName,
        version: versions.get(ticket.id) ?? 1,
        opensAt: downloadOpensAt(new Date(event.start), event.daysBefore),
        locale: (holderEmail && holderLocales.get(holderEmail)) || owner.locale,
        owner,
      },
    ];
  });
}

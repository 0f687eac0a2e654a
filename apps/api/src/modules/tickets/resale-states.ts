import { resaleListings, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray } from 'drizzle-orm';

/** A seat of an event the customer holds, and since when (their order's confirmation). */
export interface HeldSeat {
  ticketId: string;
  eventId: string;
  seatId: string | null;
  since: Date;
}

/**
 * Whether each ticket is on resale or resold. Resale listings name a seat, not the seller's
 * ticket (docs/product.md#resale), so a listing counts for a ticket when it lists the same
 * seat of the same event after the ticket's order was confirmed: the holder put it up for sale.
 */
export async function resaleStates(
  db: Database,
  tenantId: string,
  seats: HeldSeat[],
): Promise<Map<string, Gql.ResaleState>> {
  const states = new Map<string, Gql.ResaleState>();
  const seated = seats.filter((seat) => seat.seatId !== null);
  if (seated.length === 0) return states;
  const listings = await db
    .select({
      eventId: resaleListings.eventId,
      seatId: resaleListings.seatId,
      status: resaleListings.status,
      createdAt: resaleListings.createdAt,
    })
    .from(resaleListings)
    .where(
      and(
        eq(resaleListings.tenantId, tenantId),
        inArray(resaleListings.eventId, [...new Set(seated.map((seat) => seat.eventId))]),
        inArray(resaleListings.seatId, [...new Set(seated.map((seat) => seat.seatId as string))]),
      ),
    );
  for (const seat of seated) {
    const own = listings.filter(
      (listing) =>
        listing.eventId === seat.eventId &&
        listing.seatId === seat.seatId &&
        new Date(listing.createdAt).getTime() >= seat.since.getTime(),
    );
    if (own.some((listing) => listing.status === 'sold')) states.set(seat.ticketId, 'RESOLD');
    else if (own.some((listing) => listing.status === 'on_sale' || listing.status === 'pending'))
      states.set(seat.ticketId, 'ON_SALE');
  }
  return states;
}

import { resaleListings, resalePayouts, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray, ne } from 'drizzle-orm';

/** Where a ticket stands on resale, for the orders page (docs/adr/0021). */
export interface TicketResale {
  state: Gql.ResaleState;
  /** Asking price (on sale, pending) or sale price (resold). */
  priceCents: number;
  payoutCents: number | null;
  payoutStatus: Gql.PayoutStatus | null;
}

const STATE: Record<'on_sale' | 'pending' | 'sold', Gql.ResaleState> = {
  on_sale: 'ON_SALE',
  pending: 'PENDING',
  sold: 'RESOLD',
};

/**
 * The live or sold listing of each ticket that has one (a ticket has at most one: the
 * `resale_listings_live_ticket` index), with the payout of a sold one.
 */
export async function resaleStates(
  db: Database,
  tenantId: string,
  ticketIds: readonly string[],
): Promise<Map<string, TicketResale>> {
  const states = new Map<string, TicketResale>();
  if (ticketIds.length === 0) return states;
  const rows = await db
    .select({
      ticketId: resaleListings.ticketId,
      status: resaleListings.status,
      priceCents: resaleListings.priceCents,
      payoutCents: resalePayouts.amountCents,
      payoutStatus: resalePayouts.status,
    })
    .from(resaleListings)
    .leftJoin(
      resalePayouts,
      and(
        eq(resalePayouts.tenantId, resaleListings.tenantId),
        eq(resalePayouts.listingId, resaleListings.id),
      ),
    )
    .where(
      and(
        eq(resaleListings.tenantId, tenantId),
        inArray(resaleListings.ticketId, [...ticketIds]),
        ne(resaleListings.status, 'withdrawn'),
      ),
    );
  for (const row of rows) {
    if (!row.ticketId || row.status === 'withdrawn') continue;
    states.set(row.ticketId, {
      state: STATE[row.status],
      priceCents: row.priceCents,
      payoutCents: row.payoutCents ?? null,
      payoutStatus: row.payoutStatus === 'paid' ? 'PAID' : row.payoutStatus === 'due' ? 'DUE' : null,
    });
  }
  return states;
}

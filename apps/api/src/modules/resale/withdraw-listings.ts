import { resaleListings } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { myTicketViews } from '../tickets/my-tickets';
import { ticketNotFound } from '../tickets/ticket-errors';
import type { ResaleScope } from './list-for-resale';
import { resalePending, resaleUnavailable } from './resale-errors';

/**
 * Takes tickets off resale, all or none (docs/adr/0021): one guarded update, `on_sale` to
 * `withdrawn`, of the seller's own listings. A buyer's hold turns `on_sale` into `pending` with the
 * same kind of guard on the same row, so of a withdrawal and a purchase racing for a listing
 * exactly one changes it: the other finds it gone (RESALE_PENDING here, UNAVAILABLE there).
 */
export async function withdrawResaleListings(
  scope: ResaleScope,
  args: { customerId: string; ticketIds: string[] },
): Promise<Gql.MyTicket[]> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(resaleListings)
      .set({ status: 'withdrawn', withdrawnAt: now.toISOString() })
      .where(
        and(
          eq(resaleListings.tenantId, tenantId),
          eq(resaleListings.sellerCustomerId, args.customerId),
          inArray(resaleListings.ticketId, args.ticketIds),
          eq(resaleListings.status, 'on_sale'),
        ),
      )
      .returning({ ticketId: resaleListings.ticketId });
    if (withdrawn.length === args.ticketIds.length) return;
    const done = new Set(withdrawn.map((row) => row.ticketId));
    const others = await tx
      .select({ ticketId: resaleListings.ticketId, status: resaleListings.status })
      .from(resaleListings)
      .where(
        and(
          eq(resaleListings.tenantId, tenantId),
          eq(resaleListings.sellerCustomerId, args.customerId),
          inArray(
            resaleListings.ticketId,
            args.ticketIds.filter((id) => !done.has(id)),
          ),
          ne(resaleListings.status, 'withdrawn'),
        ),
      );
    for (const ticketId of args.ticketIds.filter((id) => !done.has(id))) {
      const listing = others.find((row) => row.ticketId === ticketId);
      if (listing?.status === 'pending') throw resalePending(ticketId);
      if (listing?.status === 'sold') throw resaleUnavailable('RESOLD', ticketId);
      throw ticketNotFound();
    }
  });
  return myTicketViews(scope, args.customerId, args.ticketIds);
}

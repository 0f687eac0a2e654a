import { categories, products, resaleListings, seats, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq } from 'drizzle-orm';
import { sqlNameIn } from './catalogue-names';
import { groupBy } from './group-by';
import { activeCategoryOfSeat, activeProductOfListing, seatOfListing } from './resale-listing-joins';

/**
 * Listings on sale of one block for one event, one offer per product (cheapest seats first).
 * Listings of inactive products or of seats in inactive categories are not offered.
 */
export async function loadResaleOffers(
  db: Database,
  tenantId: string,
  eventId: string,
  blockId: string,
  locale: string,
): Promise<Gql.ResaleOffer[]> {
  const listing = resaleListings;
  const rows = await db
    .select({
      productId: listing.productId,
      productDescription: sqlNameIn<string | null>(
        products.description,
        products.descriptionTranslations,
        locale,
      ),
      listingDescription: listing.description,
      seatId: listing.seatId,
      price: listing.priceCents,
    })
    .from(listing)
    .innerJoin(products, activeProductOfListing)
    .innerJoin(seats, seatOfListing)
    .innerJoin(categories, activeCategoryOfSeat)
    .where(
      and(
        eq(listing.tenantId, tenantId),
        eq(listing.eventId, eventId),
        eq(listing.blockId, blockId),
        eq(listing.status, 'on_sale'),
      ),
    )
    .orderBy(asc(products.sort), asc(listing.productId), asc(listing.priceCents), asc(listing.seatId));
  return [...groupBy(rows, (row) => row.productId)].map(([productId, listings]) => ({
    id: `${eventId}:${blockId}:${productId}`,
    productId,
    description: listings[0]?.productDescription ?? listings[0]?.listingDescription ?? null,
    seats: listings.map((row) => ({ seatId: row.seatId, price: row.price })),
  }));
}

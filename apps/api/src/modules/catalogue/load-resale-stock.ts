import { categories, products, resaleListings, seats, type Database } from '@stadio/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { groupBy } from './group-by';
import { activeCategoryOfSeat, activeProductOfListing, seatOfListing } from './resale-listing-joins';
import type { StockScope } from './stock';

/** Listings on sale for one event in one block with one resale product. */
export interface ResaleStock {
  blockId: string;
  productId: string;
  /** The category most of the listed seats are in (a resale offer has one category). */
  categoryId: string;
  /** Every asking price, lowest first. */
  prices: number[];
}

/** Resale stock per event: listings on sale, of active products and seats of active categories. */
export async function loadResaleStock(
  db: Database,
  tenantId: string,
  eventIds: readonly string[],
  scope: StockScope,
): Promise<Map<string, ResaleStock[]>> {
  const listing = resaleListings;
  const inScope = scope.restrict
    ? inArray(
        listing.blockId,
        scope.blocks.map((block) => block.id),
      )
    : undefined;
  const rows = await db
    .select({
      eventId: listing.eventId,
      blockId: listing.blockId,
      productId: listing.productId,
      categoryId: sql<string>`mode() within group (order by ${seats.categoryId})`,
      prices: sql<number[]>`array_agg(${listing.priceCents} order by ${listing.priceCents})`,
    })
    .from(listing)
    .innerJoin(products, activeProductOfListing)
    .innerJoin(seats, seatOfListing)
    .innerJoin(categories, activeCategoryOfSeat)
    .where(
      and(
        eq(listing.tenantId, tenantId),
        inArray(listing.eventId, eventIds),
        eq(listing.status, 'on_sale'),
        inScope,
      ),
    )
    .groupBy(listing.eventId, listing.blockId, listing.productId, products.sort)
    .orderBy(asc(listing.blockId), asc(products.sort), asc(listing.productId));
  return groupBy(
    rows,
    (row) => row.eventId,
    ({ eventId: _, ...stock }) => stock,
  );
}

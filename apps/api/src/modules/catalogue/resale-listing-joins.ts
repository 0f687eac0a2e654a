import { categories, products, resaleListings, seats } from '@stadio/db';
import { and, eq } from 'drizzle-orm';

/*
 * Join conditions shared by the resale queries: a listing is offered only with an active product
 * and on a seat of an active category (the same rule as direct sale).
 */

/** `products` joined to a listing, active products only. */
export const activeProductOfListing = and(
  eq(products.tenantId, resaleListings.tenantId),
  eq(products.id, resaleListings.productId),
  eq(products.isActive, true),
);

/** `seats` joined to a listing. */
export const seatOfListing = and(
  eq(seats.tenantId, resaleListings.tenantId),
  eq(seats.id, resaleListings.seatId),
);

/** `categories` joined to a seat, active categories only. */
export const activeCategoryOfSeat = and(
  eq(categories.tenantId, seats.tenantId),
  eq(categories.id, seats.categoryId),
  eq(categories.isActive, true),
);

import type * as Gql from '@stadio/graphql/resolvers-types';
import { groupBy } from './group-by';
import type { ActivePrice } from './load-active-prices';
import type { PlanSeat } from './load-block-seats';

/** What a sale context says about seats: which are free and the prices of each category. */
export interface SeatPricing {
  free: ReadonlySet<string>;
  prices: readonly ActivePrice[];
}

/**
 * Seats as the map shows them. With pricing, a seat is available when it is free and its category
 * has an active price; `price` is its category's lowest price. Without (the plan only), nothing is.
 */
export function buildSeats(planSeats: readonly PlanSeat[], pricing: SeatPricing | null): Gql.Seat[] {
  // Once per category, not per seat: a block has hundreds of seats and a handful of categories.
  const byCategory = new Map(
    [...groupBy(pricing?.prices ?? [], (price) => price.categoryId)].map(([categoryId, prices]) => [
      categoryId,
      {
        lowest: Math.min(...prices.map((price) => price.priceCents)),
        productIds: prices.map((price) => price.productId),
      },
    ]),
  );
  return planSeats.map(({ blockId: _, ...seat }) => {
    const priced = byCategory.get(seat.category.id);
    return {
      ...seat,
      pacifaId: null,
      available: Boolean(priced && pricing?.free.has(seat.id)),
      price: priced?.lowest ?? null,
      productIds: priced ? [...priced.productIds] : [],
      seatIds: [seat.id],
    };
  });
}

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
  const pricesByCategory = groupBy(pricing?.prices ?? [], (price) => price.categoryId);
  return planSeats.map(({ blockId: _, ...seat }) => {
    const prices = pricesByCategory.get(seat.category.id) ?? [];
    const lowest = prices.length > 0 ? Math.min(...prices.map((price) => price.priceCents)) : null;
    return {
      ...seat,
      pacifaId: null,
      available: Boolean(pricing?.free.has(seat.id)) && prices.length > 0,
      price: lowest,
      productIds: prices.map((price) => price.productId),
      seatIds: [seat.id],
    };
  });
}

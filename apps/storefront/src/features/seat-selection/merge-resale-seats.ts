import type { BlockSeatsFieldsFragment } from '@/gql/graphql';
import type { BlockSeat, ResaleOffer } from './block-request';

/** A seat as the API's `blocks` query returns it (see load-block.ts). */
export type ApiSeat = BlockSeatsFieldsFragment['seats'][number];

/**
 * The block's seats for the map: a seat sold to a fan who put it back on sale is available again,
 * marked as resale, at its cheapest asking price, and only with the resale offer (not the club's
 * products). A seat the club still sells is never shown as resale.
 */
export function mergeResaleSeats(
  seats: readonly ApiSeat[],
  resaleOffers: readonly ResaleOffer[],
): BlockSeat[] {
  const resalePrice = new Map<string, number>();
  for (const offer of resaleOffers) {
    for (const { seatId, price } of offer.seats) {
      resalePrice.set(seatId, Math.min(price, resalePrice.get(seatId) ?? Number.POSITIVE_INFINITY));
    }
  }
  return seats.map((seat): BlockSeat => {
    const resale = seat.available ? undefined : resalePrice.get(seat.id);
    return {
      id: seat.id,
      row: seat.row,
      column: seat.column,
      rowName: seat.rowName,
      seatNumber: seat.seatNumber,
      x: seat.x,
      y: seat.y,
      isAccessible: seat.isAccessible,
      // Only when true: most venues have none, and the answer stays as small as it was.
      ...(seat.isRestrictedView ? { isRestrictedView: true as const } : {}),
      categoryId: seat.category.id,
      categoryName: seat.category.name,
      colour: seat.category.colour,
      available: seat.available || resale !== undefined,
      isResale: resale !== undefined,
      price: resale ?? seat.price ?? null,
      productIds: resale === undefined ? seat.productIds : [],
    };
  });
}

import { DEFAULT_MAX_TICKETS_IN_CART } from '@/features/cart/cart-limits';
import type { CartSeat, TicketOffer } from '@/features/cart/cart-schema';
import type { BlockAnswer, BlockSeat } from './block-request';
import type { SelectionOffer } from './selection-data';

/**
 * The ticket offers of a received block: every direct-sale price of the block's categories covers
 * the available seats of that category; every resale listing covers its own seat at its price.
 * Direct offers come in the club's product order (`productOrder`, the catalogue's display order,
 * whose first product is the standard adult price), then resale listings: the first offer covering
 * a seat is the one a ticket gets by default (docs/product.md#seat-selection).
 */
export function ticketOffersForBlock(
  answer: BlockAnswer,
  offers: readonly SelectionOffer[],
  productOrder: readonly string[] = [],
): TicketOffer[] {
  const directSeats = new Map<string, string[]>();
  for (const seat of answer.seats) {
    if (!seat.available || seat.isResale) continue;
    const ids = directSeats.get(seat.categoryId) ?? [];
    ids.push(seat.id);
    directSeats.set(seat.categoryId, ids);
  }
  const rank = productRank(productOrder);
  const direct = offers
    .filter((offer) => offer.blockId === answer.blockId && offer.availability > 0)
    .sort((a, b) => rank(a.productId) - rank(b.productId))
    .map((offer): TicketOffer => ({
      productId: offer.productId,
      categoryId: offer.categoryId,
      price: offer.price,
      seatIds: answer.isOpenSeating
        ? openSeatingPlaceIds(answer.blockId, answer.availability)
        : (directSeats.get(offer.categoryId) ?? []),
      isFromResale: false,
    }));
  const categoryOfSeat = new Map(answer.seats.map((seat) => [seat.id, seat.categoryId]));
  const resale = answer.resaleOffers.flatMap((listing) =>
    listing.seats.flatMap(({ seatId, price }): TicketOffer[] => {
      const categoryId = categoryOfSeat.get(seatId);
      return categoryId
        ? [{ productId: listing.productId, categoryId, price, seatIds: [seatId], isFromResale: true }]
        : [];
    }),
  );
  return [...direct, ...resale];
}

/** Position of a product in the club's order; products it does not list come after, in a stable order. */
function productRank(productOrder: readonly string[]): (productId: string) => number {
  const ranks = new Map(productOrder.map((id, index) => [id, index]));
  return (productId) => ranks.get(productId) ?? productOrder.length;
}

/**
 * The offers a buyer can choose from for one seat, in the block's order (standard price first),
 * narrowed to that seat: a ticket keeps its offer in the stored cart, which must not carry every
 * seat id of the block.
 */
export function offersForSeat(offers: readonly TicketOffer[], seatId: string): TicketOffer[] {
  return offers
    .filter((offer) => offer.seatIds.includes(seatId))
    .map((offer) => ({ ...offer, seatIds: [seatId] }));
}

/**
 * The price each seat gets by default (its first covering offer, see `ticketOffersForBlock`), so
 * the map's tooltip and seat names show what the fan pays, not the lowest concession.
 */
export function defaultPriceBySeat(offers: readonly TicketOffer[]): Map<string, number> {
  const prices = new Map<string, number>();
  for (const offer of offers)
    for (const seatId of offer.seatIds) if (!prices.has(seatId)) prices.set(seatId, offer.price);
  return prices;
}

/**
 * Open seating has no numbered seats, so places get ids the order step turns into a counter take.
 * No cart holds more than the site-wide maximum, so no more places are ever needed.
 */
export function openSeatingPlaceIds(blockId: string, availability: number): string[] {
  const count = Math.max(0, Math.min(availability, DEFAULT_MAX_TICKETS_IN_CART));
  return Array.from({ length: count }, (_, i) => `open:${blockId}:${i + 1}`);
}

/** The seats a ticket can be given: the available ones, or numbered places of an open-seating block. */
export function availableCartSeats(
  answer: BlockAnswer,
  openSeating: { categoryId: string; categoryName: string } | null,
): CartSeat[] {
  if (answer.isOpenSeating) {
    if (!openSeating) return [];
    return openSeatingPlaceIds(answer.blockId, answer.availability).map((id) => ({
      id,
      rowName: '',
      seatNumber: '',
      ...openSeating,
    }));
  }
  return answer.seats.filter((seat) => seat.available).map(toCartSeat);
}

/** The cart's copy of a seat. */
export function toCartSeat(seat: BlockSeat): CartSeat {
  return {
    id: seat.id,
    rowName: seat.rowName,
    seatNumber: seat.seatNumber,
    categoryId: seat.categoryId,
    categoryName: seat.categoryName,
    x: seat.x,
    y: seat.y,
  };
}

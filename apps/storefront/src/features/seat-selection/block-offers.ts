import { DEFAULT_MAX_TICKETS_IN_CART } from '@/features/cart/cart-limits';
import type { CartSeat, TicketOffer } from '@/features/cart/cart-schema';
import type { BlockAnswer, BlockSeat } from './block-request';
import type { SelectionOffer } from './selection-data';

/**
 * The ticket offers of a received block: every direct-sale price of the block's categories covers
 * the available seats of that category; every resale listing covers its own seat at its price.
 */
export function ticketOffersForBlock(answer: BlockAnswer, offers: readonly SelectionOffer[]): TicketOffer[] {
  const directSeats = new Map<string, string[]>();
  for (const seat of answer.seats) {
    if (!seat.available || seat.isResale) continue;
    const ids = directSeats.get(seat.categoryId) ?? [];
    ids.push(seat.id);
    directSeats.set(seat.categoryId, ids);
  }
  const direct = offers
    .filter((offer) => offer.blockId === answer.blockId && offer.availability > 0)
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

/**
 * The offers a buyer can choose from for one seat, cheapest first, narrowed to that seat: a ticket
 * keeps its offer in the stored cart, which must not carry every seat id of the block.
 */
export function offersForSeat(offers: readonly TicketOffer[], seatId: string): TicketOffer[] {
  return offers
    .filter((offer) => offer.seatIds.includes(seatId))
    .map((offer) => ({ ...offer, seatIds: [seatId] }))
    .sort((a, b) => a.price - b.price);
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

import { type Cart, type CartBlock, type CartSeat, type CartTicket, type TicketOffer } from './cart-schema';
import { settleSelection } from './ticket-selection';

/** Which seats the map lets the buyer pick: all, only resale seats, or only seats sold directly. */
export type ResaleFilter = 'all' | 'resale-only' | 'direct-only';

/** A seat as the map knows it: the cart fields plus its sale state (a seat-map `MapSeat` fits). */
export type SeatChoice = CartSeat & { available: boolean; isResale?: boolean };

export interface ToggleSeatOptions {
  resaleFilter: ResaleFilter;
  /** Offers on sale for this seat, standard price first; the ticket gets one of them (see offerForSeat). */
  offersForSeat?: readonly TicketOffer[];
}

/** Whether the resale filter lets the buyer pick this seat. */
export function isAllowedByResaleFilter(seat: SeatChoice, filter: ResaleFilter): boolean {
  if (filter === 'resale-only') return seat.isResale === true;
  if (filter === 'direct-only') return seat.isResale !== true;
  return true;
}

/** Keeps only the seat fields the cart stores, so map-only data never reaches local storage. */
function toCartSeat(seat: CartSeat): CartSeat {
  const { id, rowName, seatNumber, categoryId, categoryName, x, y } = seat;
  return {
    id,
    rowName,
    seatNumber,
    categoryId,
    categoryName,
    ...(x === undefined ? {} : { x }),
    ...(y === undefined ? {} : { y }),
  };
}

/**
 * The offer a ticket gets with a new seat, among the offers covering it (given in the block's
 * order, the club's standard price first): the same kind of price the ticket had (a child's
 * price stays a child's price on another seat), else the first direct-sale offer, else the first
 * (a resale seat has its own). The buyer changes it in one tap; no seat is left without a price
 * (docs/product.md#seat-selection).
 */
function offerForSeat(
  current: TicketOffer | null,
  seat: CartSeat,
  offers: readonly TicketOffer[] = [],
): TicketOffer | null {
  const covering = offers.filter((offer) => offer.seatIds.includes(seat.id));
  const same =
    current &&
    covering.find(
      (offer) => offer.productId === current.productId && offer.isFromResale === current.isFromResale,
    );
  return same ?? covering.find((offer) => !offer.isFromResale) ?? covering[0] ?? null;
}

/**
 * Map click on a seat: deselects it when a ticket of the cart holds it (that ticket becomes the
 * selected one), otherwise gives it to the selected ticket if it is available and allowed by the
 * resale filter, then moves on to the next ticket without a seat. A refused click returns `cart`.
 */
export function toggleSeat(cart: Cart, seat: SeatChoice, options: ToggleSeatOptions): Cart {
  const holder = cart.tickets.findIndex((ticket) => ticket.seat?.id === seat.id);
  if (holder !== -1) {
    const tickets = cart.tickets.map((ticket, i) =>
      i === holder ? { ...ticket, seat: null, offer: null } : ticket,
    );
    return { ...cart, tickets, selectedTicketIndex: holder, lastTicketIndexSelected: holder };
  }
  if (!seat.available || !isAllowedByResaleFilter(seat, options.resaleFilter)) return cart;
  const target = cart.selectedTicketIndex;
  const ticket = cart.tickets[target];
  // With no ticket to put it on (empty cart), the click has nothing to fill.
  if (!ticket) return cart;
  const assigned: CartTicket = {
    ...ticket,
    block: ticket.block ?? cart.arena.selectedBlock,
    seat: toCartSeat(seat),
    offer: offerForSeat(ticket.offer, seat, options.offersForSeat),
  };
  const tickets = cart.tickets.map((t, i) => (i === target ? assigned : t));
  return settleSelection({ ...cart, tickets, lastTicketIndexSelected: target }, target);
}

/**
 * Open seating has no seat to click: every ticket gets the next available place of `block` in turn,
 * and tickets beyond the places left are dropped. A seated block leaves the cart as it is.
 */
export function autoAssignOpenSeating(
  cart: Cart,
  block: CartBlock,
  availableSeats: readonly CartSeat[],
  offers?: readonly TicketOffer[],
): Cart {
  if (!block.isOpenSeating) return cart;
  const tickets = cart.tickets.flatMap((ticket, i): CartTicket[] => {
    const seat = availableSeats[i];
    if (!seat) return [];
    return [{ ...ticket, block, seat: toCartSeat(seat), offer: offerForSeat(ticket.offer, seat, offers) }];
  });
  const arena = { ...cart.arena, selectedBlock: block };
  return settleSelection({ ...cart, tickets, arena }, cart.selectedTicketIndex);
}

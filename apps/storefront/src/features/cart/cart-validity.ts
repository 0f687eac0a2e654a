import { type Cart } from './cart-schema';

/**
 * One reason the cart cannot be submitted yet (docs/product.md#cart-validity); ticket indices are 0-based.
 */
export type CartProblem =
  | { code: 'quantity-out-of-range'; quantity: number; min: number; max: number }
  | { code: 'missing-block'; ticketIndex: number }
  | { code: 'missing-seat'; ticketIndex: number }
  | { code: 'missing-offer'; ticketIndex: number }
  | { code: 'seat-not-in-offer'; ticketIndex: number; seatId: string }
  | { code: 'seat-chosen-twice'; ticketIndex: number; seatId: string; firstTicketIndex: number };

export type CartProblemCode = CartProblem['code'];

const MIN_TICKETS = 1;

/**
 * Every problem of the cart: quantity outside 1..max (max = number of selectable tickets), then per
 * ticket a missing block, seat or offer, a seat its offer does not cover, and a seat already held by
 * an earlier ticket. An empty list means the cart is valid.
 */
export function validateCart(cart: Cart, { max }: { max: number }): CartProblem[] {
  const problems: CartProblem[] = [];
  const quantity = cart.tickets.length;
  if (quantity < MIN_TICKETS || quantity > max) {
    problems.push({ code: 'quantity-out-of-range', quantity, min: MIN_TICKETS, max });
  }
  const firstHolder = new Map<string, number>();
  cart.tickets.forEach((ticket, ticketIndex) => {
    if (!ticket.block) problems.push({ code: 'missing-block', ticketIndex });
    if (!ticket.seat) problems.push({ code: 'missing-seat', ticketIndex });
    if (!ticket.offer) problems.push({ code: 'missing-offer', ticketIndex });
    if (!ticket.seat) return;
    const seatId = ticket.seat.id;
    if (ticket.offer && !ticket.offer.seatIds.includes(seatId)) {
      problems.push({ code: 'seat-not-in-offer', ticketIndex, seatId });
    }
    const firstTicketIndex = firstHolder.get(seatId);
    if (firstTicketIndex === undefined) firstHolder.set(seatId, ticketIndex);
    else problems.push({ code: 'seat-chosen-twice', ticketIndex, seatId, firstTicketIndex });
  });
  return problems;
}

/** True when the cart can be submitted: no problem found by `validateCart`. */
export function isCartValid(cart: Cart, limits: { max: number }): boolean {
  return validateCart(cart, limits).length === 0;
}

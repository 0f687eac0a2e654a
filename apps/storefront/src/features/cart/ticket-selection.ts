import { clampIndex } from './cart-defaults';
import type { Cart } from './cart-schema';

/**
 * First ticket without a seat, looking from `from` (the selected ticket by default) onwards and
 * wrapping round, so "ticket n of m" walks forward and still finds a gap left earlier; null when
 * every ticket has a seat.
 */
export function nextTicketWithoutSeat(cart: Cart, from: number = cart.selectedTicketIndex): number | null {
  const count = cart.tickets.length;
  for (let step = 0; step < count; step += 1) {
    const index = (clampIndex(from, count) + step) % count;
    if (cart.tickets[index]?.seat === null) return index;
  }
  return null;
}

/** Selects ticket `index`; an index that is not a ticket of the cart leaves the cart as it is. */
export function selectTicket(cart: Cart, index: number): Cart {
  if (!Number.isInteger(index) || index < 0 || index >= cart.tickets.length) return cart;
  if (index === cart.selectedTicketIndex) return cart;
  return { ...cart, selectedTicketIndex: index };
}

/**
 * Keeps both indices on existing tickets and moves the selection to the next ticket without a
 * seat from `from`; stays on `from` when every ticket has one.
 */
export function settleSelection(cart: Cart, from: number): Cart {
  const count = cart.tickets.length;
  const start = clampIndex(from, count);
  return {
    ...cart,
    selectedTicketIndex: nextTicketWithoutSeat(cart, start) ?? start,
    lastTicketIndexSelected: clampIndex(cart.lastTicketIndexSelected, count),
  };
}

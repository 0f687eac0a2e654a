import { type Cart } from './cart-schema';

/**
 * Items shown on the cart button: tickets with a seat plus options. A ticket still waiting for its
 * seat is part of the buyer's selection on the map, not something in the cart yet.
 */
export function cartItemCount(cart: Cart): number {
  return cart.tickets.filter((ticket) => ticket.seat !== null).length + cart.options.length;
}

/** Cart total in cents: the offer price of every priced ticket plus the net price of every option. */
export function cartTotalCents(cart: Cart): number {
  const tickets = cart.tickets.reduce((sum, ticket) => sum + (ticket.offer?.price ?? 0), 0);
  return cart.options.reduce((sum, option) => sum + option.netPrice, tickets);
}

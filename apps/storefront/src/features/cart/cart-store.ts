'use client';

import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { type TicketLimits, maxTicketsInCart } from './cart-limits';
import { type Cart, type CartSeat, type TicketOffer, cartSchema, createEmptyCart } from './cart-schema';
import { cartStorage } from './cart-storage';
import { cartItemCount, cartTotalCents } from './cart-totals';
import { validateCart } from './cart-validity';

/** The spec stores the cart in local storage under this key. */
export const CART_STORAGE_KEY = 'cart';

/** The stored cart; kept under this name for the layout, which only reads counts and the order id. */
export const storedCartSchema = cartSchema;
export type StoredCart = Cart;

const EMPTY_CART: Cart = createEmptyCart();

/**
 * The cart, persisted in local storage. getOnInit stays false so the server render and the first
 * client render agree (both empty); the stored cart is read once the atom is mounted.
 */
export const cartAtom = atomWithStorage<Cart>(CART_STORAGE_KEY, EMPTY_CART, cartStorage, {
  getOnInit: false,
});

/** Site and sale-channel caps on the ticket count, set by the page from its configuration. */
export const ticketLimitsAtom = atom<Omit<TicketLimits, 'openSeatingAvailable'>>({});

/** A block answer as the cart keeps it: the block's available seats and its offers. */
export interface ReceivedBlock {
  blockId: string;
  availableSeats: readonly CartSeat[];
  offers: readonly TicketOffer[];
}

/**
 * The last block answer. Kept in memory only, as seat availability is stale after a reload; open
 * seating needs it to fill tickets added later.
 */
export const receivedBlockAtom = atom<ReceivedBlock | null>(null);

/** Number of items shown on the cart button (see `cartItemCount`). */
export const cartItemCountAtom = atom((get) => cartItemCount(get(cartAtom)));

/** The ticket being filled ("ticket n of m"), or null for an empty cart. */
export const selectedTicketAtom = atom((get) => {
  const cart = get(cartAtom);
  return cart.tickets[cart.selectedTicketIndex] ?? null;
});

/** Cart total in cents: offer prices plus option net prices. */
export const cartTotalCentsAtom = atom((get) => cartTotalCents(get(cartAtom)));

/** The received open-seating block the cart is in, if any. */
export const openSeatingBlockAtom = atom((get) => {
  const block = get(cartAtom).arena.selectedBlock;
  const received = get(receivedBlockAtom);
  return block?.isOpenSeating && received?.blockId === block.id ? { block, received } : null;
});

/** How many tickets the buyer may select: site and channel caps, and places left in open seating. */
export const selectableTicketCountAtom = atom((get) =>
  maxTicketsInCart({
    ...get(ticketLimitsAtom),
    openSeatingAvailable: get(openSeatingBlockAtom)?.received.availableSeats.length ?? null,
  }),
);

/** Problems that keep the cart from being submitted; empty when it is valid. */
export const cartValidityAtom = atom((get) =>
  validateCart(get(cartAtom), { max: get(selectableTicketCountAtom) }),
);

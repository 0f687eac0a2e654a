'use client';

import { atom, type SetStateAction } from 'jotai';
import { emptyCart } from './cart-defaults';
import { type TicketLimits, maxTicketsInCart } from './cart-limits';
import type { Cart, CartSeat, TicketOffer } from './cart-schema';
import { readStoredCart, removeStoredCart, subscribeStoredCart, writeStoredCart } from './cart-storage';
import { cartItemCount, cartTotalCents } from './cart-totals';
import { validateCart } from './cart-validity';

export { CART_STORAGE_KEY } from './cart-storage';

/** Written to `cartAtom`, empties the cart and removes the stored copy. */
export const RESET_CART = Symbol('reset the cart');

const EMPTY_CART: Cart = emptyCart();

/**
 * The cart and whether this page changed it yet: the stored cart is read once the atom is mounted
 * (the server render and the first client render agree, both empty), and it is checked against
 * the schema, which loads only when there is a stored cart. What the page wrote meanwhile wins.
 */
const cartStateAtom = atom<{ cart: Cart; changed: boolean }>({ cart: EMPTY_CART, changed: false });
cartStateAtom.onMount = (setState) => {
  let mounted = true;
  void readStoredCart().then((stored) => {
    if (mounted && stored) setState((state) => (state.changed ? state : { cart: stored, changed: false }));
  });
  const unsubscribe = subscribeStoredCart((stored) =>
    setState({ cart: stored ?? EMPTY_CART, changed: true }),
  );
  return () => {
    mounted = false;
    unsubscribe();
  };
};

/**
 * The cart, persisted in local storage under its key (docs/product.md#cart-storage; writes go through at
 * once).
 */
export const cartAtom = atom(
  (get) => get(cartStateAtom).cart,
  (get, set, update: SetStateAction<Cart> | typeof RESET_CART) => {
    if (update === RESET_CART) {
      set(cartStateAtom, { cart: EMPTY_CART, changed: true });
      removeStoredCart();
      return;
    }
    const cart = typeof update === 'function' ? update(get(cartStateAtom).cart) : update;
    set(cartStateAtom, { cart, changed: true });
    writeStoredCart(cart);
  },
);

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

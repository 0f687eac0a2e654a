'use client';

import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';

/** The spec stores the cart in local storage under this key. */
export const CART_STORAGE_KEY = 'cart';

/**
 * The stored cart as far as the layout needs it: the item lists. The seat-selection and cart
 * features own the shape of a ticket and an option; unknown fields are kept as they are.
 */
export const storedCartSchema = z
  .object({
    tickets: z.array(z.unknown()).default([]),
    options: z.array(z.unknown()).default([]),
    orderId: z.string().nullish(),
    expiryDatetime: z.string().nullish(),
  })
  .passthrough();
export type StoredCart = z.infer<typeof storedCartSchema>;

const EMPTY_CART: StoredCart = { tickets: [], options: [] };

const storage = createJSONStorage<StoredCart>(() => localStorage);
const validatingStorage = {
  ...storage,
  // A cart written by an older version or edited by hand must not crash the page: drop it.
  getItem: (key: string, initial: StoredCart) => {
    const parsed = storedCartSchema.safeParse(storage.getItem(key, initial));
    return parsed.success ? parsed.data : initial;
  },
};

export const cartAtom = atomWithStorage<StoredCart>(CART_STORAGE_KEY, EMPTY_CART, validatingStorage, {
  getOnInit: false,
});

/** Number of items shown on the cart button: tickets plus options. */
export const cartItemCountAtom = atom((get) => {
  const cart = get(cartAtom);
  return cart.tickets.length + cart.options.length;
});

'use client';

import { atom } from 'jotai';
import { cartAtom } from '@/features/cart/cart-store';

/**
 * The cart's promo codes (ids, in the order they were added). They live in the stored cart so a
 * reload keeps them, and the full reset (docs/product.md#cart-rules) clears them with the rest.
 */
export const cartPromoCodeIdsAtom = atom(
  (get) => get(cartAtom).promoCodeIds,
  (get, set, promoCodeIds: string[]) => set(cartAtom, { ...get(cartAtom), promoCodeIds }),
);

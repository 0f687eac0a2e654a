'use client';

import { useAtomValue } from 'jotai';
import { cartAtom } from '@/features/cart/cart-store';
import { cartItemCount } from '@/features/cart/cart-totals';
import { useHydrated } from '@/lib/use-hydrated';
import { orderItemCount } from './order-groups';
import { useCartOrder } from './use-cart-order';

/**
 * What the navbar's cart counts: the order's items plus seats chosen but not held yet
 * (docs/product.md#cart-popover); 0 until hydrated, as the server knows no cart. Following the order also
 * resets the cart when its order is no longer on hold (`useCartOrder`), on every page.
 */
export function useCartCount() {
  const hydrated = useHydrated();
  const cart = useAtomValue(cartAtom);
  const { order } = useCartOrder();
  const selected = cartItemCount({ ...cart, options: [] });
  const count = hydrated ? (order ? orderItemCount(order) : 0) + selected : 0;
  return { count, selected, order, cart };
}

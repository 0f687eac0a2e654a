'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { cartAtom } from '@/features/cart/cart-store';
import type { Order } from '@/features/orders/order-model';
import { cartOrderKey, useCartOrder, useOnHoldOrder } from '@/features/orders/use-cart-order';
import { useHydrated } from '@/lib/use-hydrated';
import { orderAdoptedAtom } from './checkout-cart-actions';

/** Where a checkout page stands with its order. */
export type CheckoutOrder =
  | { status: 'loading' }
  /** No order on hold: none was started, it expired, or it was paid or cancelled meanwhile. */
  | { status: 'none' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; order: Order };

/**
 * The order a checkout step works on. The cart's order is the truth; the `orderId` of the address
 * is used only when the cart has none (a link opened in another tab or device), and is then taken
 * into the cart. An address naming another order than the cart's is corrected to the cart's.
 */
export function useCheckoutOrder(requestedId: string | null): CheckoutOrder {
  const { mutate } = useSWRConfig();
  const adopt = useSetAtom(orderAdoptedAtom);
  // The stored cart is read once hydrated; before that, "no order in the cart" means nothing.
  const hydrated = useHydrated();
  const cart = useCartOrder();
  const cartOrderId = useAtomValue(cartAtom).orderId;
  // Shares the SWR entry of the order with the cart: once found gone, it is not taken again.
  const candidate = hydrated && !cartOrderId && requestedId ? requestedId : null;
  const requested = useOnHoldOrder(candidate);

  const { data: found, mutate: refetch } = requested;
  const refetched = useRef<string | null>(null);
  useEffect(() => {
    if (!candidate || !found) return;
    // Known on hold but its time ran out meanwhile: ask once more, the API has released it by now.
    const expired = found.expiryDatetime !== null && Date.parse(found.expiryDatetime) <= Date.now();
    if (expired && refetched.current !== candidate) {
      refetched.current = candidate;
      void refetch();
    } else adopt(found);
  }, [candidate, found, adopt, refetch]);

  useEffect(() => {
    if (!hydrated || !cartOrderId || !requestedId || requestedId === cartOrderId) return;
    const url = new URL(window.location.href);
    url.searchParams.set('orderId', cartOrderId);
    window.history.replaceState(window.history.state, '', url);
  }, [hydrated, cartOrderId, requestedId]);

  const retry = useCallback(() => {
    const id = cartOrderId ?? candidate;
    if (id) void mutate(cartOrderKey(id));
  }, [mutate, cartOrderId, candidate]);

  if (!hydrated) return { status: 'loading' };
  if (cartOrderId) {
    if (cart.order) return { status: 'ready', order: cart.order };
    if (cart.error) return { status: 'error', retry };
    // Loading, or just found gone while the cart is being reset.
    return { status: 'loading' };
  }
  if (candidate) {
    if (requested.error) return { status: 'error', retry };
    // Found gone: nothing to take into the cart.
    if (requested.data === null) return { status: 'none' };
    return { status: 'loading' };
  }
  return { status: 'none' };
}

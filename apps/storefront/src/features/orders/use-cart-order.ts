'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { cartAtom } from '@/features/cart/cart-store';
import { orderClient } from './order-client';
import { orderGoneAtom, orderRefreshedAtom } from './order-cart-actions';
import type { Order } from './order-model';

/** SWR key of the cart's order; mutate it after a change so every view shows the new order. */
export const cartOrderKey = (orderId: string) => ['order', orderId] as const;

/** Thrown by the fetcher when the order could not be loaded for a reason other than being gone. */
class OrderFetchError extends Error {}

/**
 * The order on hold with this id (docs/product.md#cart-popover: on hold only, including orders with a payment
 * in progress). `data` is the order, null when it is no longer on hold (or not this customer's), undefined
 * while loading; `ended` says how an order that is no longer on hold ended.
 */
export function useOnHoldOrder(orderId: string | null) {
  const swr = useSWR(
    orderId ? cartOrderKey(orderId) : null,
    async ([, id]) => {
      const result = await orderClient.fetchOne(id);
      if (result.ok) return result.data;
      // Logged out or the order is someone else's: for this browser, the order is gone.
      if (result.failure.code === 'LOGIN_REQUIRED' || result.failure.code === 'ORDER_NOT_FOUND') return null;
      throw new OrderFetchError(result.failure.code);
    },
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
  const fetched = swr.data;
  return {
    ...swr,
    data: fetched === undefined ? undefined : fetched?.status === 'ONHOLD' ? fetched : null,
    ended: fetched && fetched.status !== 'ONHOLD' ? fetched.status : null,
  };
}

/**
 * The cart's order on hold. When the API says it is no longer on hold (expired, cancelled) the
 * cart is reset; while it is, the cart follows its expiry.
 */
export function useCartOrder(): {
  orderId: string | null;
  order: Order | null;
  loading: boolean;
  error: boolean;
} {
  const orderId = useAtomValue(cartAtom).orderId;
  const gone = useSetAtom(orderGoneAtom);
  const refreshed = useSetAtom(orderRefreshedAtom);
  const swr = useOnHoldOrder(orderId);

  useEffect(() => {
    if (swr.data === null) gone(swr.ended === 'ABANDONED' ? 'expired' : 'ended');
    else if (swr.data) refreshed(swr.data);
  }, [swr.data, swr.ended, gone, refreshed]);

  return {
    orderId,
    order: swr.data ?? null,
    loading: Boolean(orderId) && swr.isLoading,
    error: Boolean(swr.error),
  };
}

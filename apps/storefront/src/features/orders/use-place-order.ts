'use client';

import { useSetAtom, useStore } from 'jotai';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { loginUrl } from '@/features/account/login-url';
import { releaseTakenSeatsAtom } from '@/features/cart/cart-actions';
import { cartAtom } from '@/features/cart/cart-store';
import { useCurrentPath } from '@/features/navigation/use-current-path';
import { orderClient } from './order-client';
import { orderPlacedAtom } from './order-cart-actions';
import type { OrderRequestFailure } from './order-request';
import { cartOrderKey } from './use-cart-order';

/**
 * "Continue" on the seat page: holds the cart's seats in an order on hold (the cart's own order
 * when it has one) and goes to the options step. Logged-out fans log in first and come back with
 * their selection; seats taken meanwhile are released from the selection and the block reloads.
 * While the shop is too busy to answer, the call is tried again a few times (`retrying` is then
 * true, for the page to say so); when it gives up, the block reloads too, since seats may have
 * gone meanwhile (ADR 0015).
 */
export function usePlaceOrder() {
  const store = useStore();
  const router = useRouter();
  const currentPath = useCurrentPath();
  const { mutate } = useSWRConfig();
  const placed = useSetAtom(orderPlacedAtom);
  const releaseTaken = useSetAtom(releaseTakenSeatsAtom);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<OrderRequestFailure['code'] | null>(null);
  const [retrying, setRetrying] = useState(false);

  const place = async () => {
    setPending(true);
    setFailure(null);
    const cart = store.get(cartAtom);
    const options = { onBusyRetry: () => setRetrying(true) };
    let result = await orderClient.create(cart, options);
    if (!result.ok && result.failure.code === 'ORDER_NOT_ON_HOLD' && cart.orderId) {
      // The cart's order expired or was paid elsewhere: these seats start a new order.
      store.set(cartAtom, { ...cart, orderId: null, expiryDatetime: null });
      result = await orderClient.create({ ...cart, orderId: null }, options);
    }
    setRetrying(false);
    if (result.ok) {
      const { order } = result.data;
      placed(order);
      await mutate(cartOrderKey(order.orderId), order, { revalidate: false });
      router.push(`/options?orderId=${encodeURIComponent(order.orderId)}`);
      return;
    }
    const { code, seatIds } = result.failure;
    if (code === 'LOGIN_REQUIRED') {
      router.push(loginUrl(currentPath));
      return;
    }
    setFailure(code);
    setPending(false);
    if (code === 'UNAVAILABLE') releaseTaken(seatIds ?? []);
    if (code === 'UNAVAILABLE' || code === 'BUSY') {
      // Ask the block again so the map shows who took what (SWR keeps the old answer otherwise).
      await mutate((key) => Array.isArray(key) && key[0] === 'block');
    }
  };

  return { place, pending, failure, retrying };
}

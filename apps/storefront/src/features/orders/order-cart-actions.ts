'use client';

import { atom } from 'jotai';
import { RESET_CART, cartAtom, receivedBlockAtom } from '@/features/cart/cart-store';
import type { Order } from './order-model';

/**
 * The cart's seats are now held in `order`: the cart keeps the order id and its expiry, and the
 * selection starts over (the held seats show in the cart popover, not as tickets to fill).
 */
export const orderPlacedAtom = atom(null, (get, set, order: Order) => {
  set(orderExpiredAtom, false);
  const cart = get(cartAtom);
  set(cartAtom, {
    ...cart,
    orderId: order.orderId,
    expiryDatetime: order.expiryDatetime ?? null,
    tickets: [],
    selectedTicketIndex: 0,
    lastTicketIndexSelected: 0,
  });
});

/** The order changed (options added, a group deleted): the cart follows its expiry. */
export const orderRefreshedAtom = atom(null, (get, set, order: Order) => {
  const cart = get(cartAtom);
  if (cart.orderId !== order.orderId || cart.expiryDatetime === order.expiryDatetime) return;
  set(cartAtom, { ...cart, expiryDatetime: order.expiryDatetime ?? null });
});

/** Whether the cart's last order ran out of time in this tab, so pages can say why the cart is empty. */
export const orderExpiredAtom = atom(false);

/**
 * Full reset (docs/product.md#cart-rules) after the order is gone (cancelled, emptied or expired): order id,
 * tickets, options, arena selection and promo codes are cleared, with the stored copy.
 */
export const orderGoneAtom = atom(null, (_get, set, reason: 'expired' | 'ended' = 'ended') => {
  set(orderExpiredAtom, reason === 'expired');
  set(receivedBlockAtom, null);
  set(cartAtom, RESET_CART);
});

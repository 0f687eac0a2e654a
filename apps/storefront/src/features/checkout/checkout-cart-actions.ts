'use client';

import { atom } from 'jotai';
import { cartAtom } from '@/features/cart/cart-store';
import type { Order } from '@/features/orders/order-model';
import { cartOptionsOf } from './options-choice';
import { cartWithdrawal, withdrawalValue } from './ticket-withdrawal';

/**
 * The options step saved `order`: the cart keeps its extras (options with their net price, the
 * parking) and how tickets are delivered, so a reload and the other views show what was chosen.
 */
export const optionsSavedAtom = atom(null, (get, set, order: Order) => {
  const cart = get(cartAtom);
  if (cart.orderId !== order.orderId) return;
  set(cartAtom, {
    ...cart,
    ...cartOptionsOf(order),
    ticketWithdrawal: cartWithdrawal(withdrawalValue(order.ticketWithdrawal)),
    expiryDatetime: order.expiryDatetime ?? cart.expiryDatetime,
  });
});

/**
 * A checkout page was opened with the id of an order on hold that this browser's cart does not
 * know (another tab, another device): the cart takes it, so the countdown and the cart popover
 * follow it. The selection being made on a seat page is kept.
 */
export const orderAdoptedAtom = atom(null, (get, set, order: Order) => {
  set(cartAtom, {
    ...get(cartAtom),
    orderId: order.orderId,
    expiryDatetime: order.expiryDatetime ?? null,
    ...cartOptionsOf(order),
    ticketWithdrawal: cartWithdrawal(withdrawalValue(order.ticketWithdrawal)),
  });
});

'use client';

import { useSetAtom } from 'jotai';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { orderClient } from './order-client';
import { orderGoneAtom } from './order-cart-actions';
import type { Order, TicketGroup } from './order-model';
import { idsWithoutGroup } from './order-groups';
import type { OrderRequestFailure } from './order-request';
import { staysOnPageWhenCartEmpties } from './stay-after-empty';
import { cartOrderKey } from './use-cart-order';

/**
 * Deleting a ticket group and cancelling the cart (docs/product.md#cart-popover): the update call keeps the
 * other ids; when an order id comes back the order is fetched again (the cart's SWR entry), when none does
 * the cart is emptied and the fan goes home unless on a home, event or pack page. Promo codes are re-applied
 * by the summary (use-promo-codes.ts).
 */
export function useOrderChange(order: Order | null) {
  const router = useRouter();
  const pathname = usePathname();
  const { mutate } = useSWRConfig();
  const gone = useSetAtom(orderGoneAtom);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<OrderRequestFailure['code'] | null>(null);

  const keep = async (key: string, ids: { ticketIds: string[]; ticketAncillaryIds: string[] }) => {
    if (!order) return;
    setBusy(key);
    setFailure(null);
    const result = await orderClient.updateTickets(order.orderId, ids.ticketIds, ids.ticketAncillaryIds);
    setBusy(null);
    if (!result.ok) {
      // An order that expired meanwhile is gone whatever the fan wanted to delete.
      if (result.failure.code === 'ORDER_NOT_ON_HOLD') gone('expired');
      else if (result.failure.code === 'ORDER_NOT_FOUND') gone();
      else setFailure(result.failure.code);
      return;
    }
    if (result.data.orderId) {
      await mutate(cartOrderKey(result.data.orderId));
      return;
    }
    gone();
    if (!staysOnPageWhenCartEmpties(pathname)) router.push('/');
  };

  return {
    /** Group id being deleted, or 'cart' while cancelling; buttons are disabled meanwhile. */
    busy,
    failure,
    deleteGroup: (group: TicketGroup) => (order ? keep(group.id, idsWithoutGroup(order, group)) : undefined),
    cancelCart: () => keep('cart', { ticketIds: [], ticketAncillaryIds: [] }),
  };
}

'use client';

import useSWR from 'swr';
import { orderClient } from '@/features/orders/order-client';

/** SWR key of the extras offered for an order; revalidated when a car park fills up. */
export const optionsKey = (orderId: string) => ['ancillary-offers', orderId] as const;

/** The extras that can be added to the order (parking per event, the plastic card). */
export function useOptionsOffers(orderId: string) {
  return useSWR(
    optionsKey(orderId),
    async ([, id]) => {
      const result = await orderClient.options(id);
      if (!result.ok) throw new Error(result.failure.code);
      return result.data.offers;
    },
    // Places left change as other fans park: refreshed when the fan comes back to the tab.
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
}

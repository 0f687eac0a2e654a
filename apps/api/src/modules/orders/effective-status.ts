import type { OrderRow } from '@stadio/db';

/**
 * The status an order has at `now`: an order on hold past its expiry is abandoned, even while the
 * sweeper has not released it yet, so no answer ever shows a hold that no longer counts.
 */
export function effectiveStatus(
  order: Pick<OrderRow, 'status' | 'expiresAt'>,
  now: Date,
): OrderRow['status'] {
  if (order.status !== 'onhold') return order.status;
  return order.expiresAt !== null && order.expiresAt > now ? 'onhold' : 'abandoned';
}

import type { OrderRow, PaymentRow } from '@stadio/db';
import { effectiveStatus } from '../orders/effective-status';

/** The PaymentOutcome enum of schema.graphql. */
export type PaymentOutcome =
  'VALIDATED' | 'PAYMENT_IN_PROGRESS' | 'EXPIRED' | 'CANCELLED' | 'PAYMENT_ERROR' | 'NOT_VALIDATED';

/**
 * What the validation page says about an order, from the order (as of `now`) and its latest
 * payment. `cancelled` orders are CANCELLED ("cancelled by a ticket manager"): the shop's own
 * cancel button ends carts before any payment page, so a fan landing on the validation page of a
 * cancelled order is one whose order was cancelled while paying; the orders table does not record
 * who cancelled (docs/product.md#payment-outcomes).
 */
export function paymentOutcome(
  order: Pick<OrderRow, 'status' | 'expiresAt'>,
  latestPayment: Pick<PaymentRow, 'status'> | null,
  now: Date,
): PaymentOutcome {
  const status = effectiveStatus(order, now);
  if (status === 'confirmed') return 'VALIDATED';
  if (status === 'cancelled') return 'CANCELLED';
  // Abandoned: the hold ran out, also when a late payment could not re-take the seats (refunded).
  if (status === 'abandoned') return 'EXPIRED';
  switch (latestPayment?.status) {
    case 'pending':
      return 'PAYMENT_IN_PROGRESS';
    // Paid, and the webhook confirming the order is being applied right now.
    case 'succeeded':
      return 'PAYMENT_IN_PROGRESS';
    case 'failed':
      return 'PAYMENT_ERROR';
    default:
      return 'NOT_VALIDATED';
  }
}

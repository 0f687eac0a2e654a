import type { OrderRow, PaymentRow } from '@stadio/db';
import { effectiveStatus } from '../orders/effective-status';

/** The PaymentOutcome enum of schema.graphql. */
export type PaymentOutcome =
  'VALIDATED' | 'PAYMENT_IN_PROGRESS' | 'EXPIRED' | 'CANCELLED' | 'PAYMENT_ERROR' | 'NOT_VALIDATED';

/**
 * What the validation page says about an order, from the order (as of `now`) and its latest
 * payment. A `cancelled` order is CANCELLED ("cancelled by a ticket manager") only when a ticket
 * manager cancelled it (`cancelledBy`, ADR 0024); one the fan cancelled themselves (the cart's
 * cancel button, before any payment went through) is NOT_VALIDATED: no payment went through and
 * a new order is the way on (docs/product.md#payment-outcomes).
 */
export function paymentOutcome(
  order: Pick<OrderRow, 'status' | 'expiresAt'> & Partial<Pick<OrderRow, 'cancelledBy'>>,
  latestPayment: Pick<PaymentRow, 'status'> | null,
  now: Date,
): PaymentOutcome {
  const status = effectiveStatus(order, now);
  if (status === 'confirmed') return 'VALIDATED';
  if (status === 'cancelled') return order.cancelledBy ? 'CANCELLED' : 'NOT_VALIDATED';
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

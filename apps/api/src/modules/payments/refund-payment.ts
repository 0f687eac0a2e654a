import type { SqlClient } from '../../database/sql-client';
import type { PaymentProvider } from './payment-provider';
import { newPaymentId } from './payment-ids';

/** A paid checkout to give back. */
export interface RefundTarget {
  tenantId: string;
  paymentId: string;
  sessionReference: string;
  amountCents: number;
  reason: 'seats_unavailable' | 'order_closed' | 'already_paid' | 'order_changed';
  now: Date;
}

/**
 * Refunds what a checkout took, through the provider, and records it in the caller's
 * transaction: the refund row, the payment `refunded`. The provider call carries an idempotency
 * key per payment, so a retried webhook (after a rollback) never refunds twice.
 */
export async function refundPayment(
  client: SqlClient,
  provider: PaymentProvider,
  target: RefundTarget,
): Promise<void> {
  const refund = await provider.refund({
    sessionReference: target.sessionReference,
    amountCents: target.amountCents,
    idempotencyKey: `refund:${target.paymentId}`,
  });
  await client.query(
    `insert into refunds (tenant_id, id, payment_id, amount_cents, reason, provider_reference, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      target.tenantId,
      newPaymentId('ref'),
      target.paymentId,
      target.amountCents,
      target.reason,
      refund.reference,
      target.now,
    ],
  );
  await client.query(
    `update payments set status = 'refunded', updated_at = $3 where tenant_id = $1 and id = $2`,
    [target.tenantId, target.paymentId, target.now],
  );
}

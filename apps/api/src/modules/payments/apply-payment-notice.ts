import type { Database, OrderAnomalyCode, PaymentRow } from '@stadio/db';
import { recordAnomaly } from '../anomalies/record-anomaly';
import { confirmOrder, reholdAndConfirm } from '../orders/confirm-order';
import { inTransaction, type SqlClient } from '../../database/sql-client';
import { queueOrderConfirmedEmail } from './order-confirmed-email';
import { settleResales } from './settle-resales';
import { ProviderRefused, type PaymentNotice, type PaymentProvider } from './payment-provider';
import { refundPayment, type RefundTarget } from './refund-payment';

/** How long a payment pending at the bank keeps its order (docs/product.md#payment-outcomes). */
export const PENDING_EXTENSION_MS = 48 * 60 * 60 * 1000;

/** What applying a webhook did. */
export type NoticeResult = 'applied' | 'duplicate' | 'unknown' | 'anomaly';

type LockedPayment = Pick<
  PaymentRow,
  'id' | 'orderId' | 'status' | 'kind' | 'numberOfInstallments' | 'providerReference' | 'amountCents'
> & { firstInstallmentCents: number | null; orderTotalCents: number };

const isOpen = (status: PaymentRow['status']) => status === 'created' || status === 'pending';

async function lockPayment(client: SqlClient, tenantId: string, paymentId: string, provider: string) {
  // The order first, then the payment: the order every change to an order takes (startCheckout
  // holds the order's lock when it writes payments), so webhooks and checkouts never deadlock.
  const { rows: found } = await client.query<{ orderId: string }>(
    `select order_id as "orderId" from payments where tenant_id = $1 and id = $2 and provider = $3`,
    [tenantId, paymentId, provider],
  );
  const orderId = found[0]?.orderId;
  if (!orderId) return undefined;
  await client.query(`select 1 from orders where tenant_id = $1 and id = $2 for update`, [tenantId, orderId]);
  const { rows } = await client.query<LockedPayment>(
    `select p.id, p.order_id as "orderId", p.status, p.kind, p.number_of_installments as "numberOfInstallments",
       p.provider_reference as "providerReference", p.amount_cents as "amountCents",
       (coalesce((select sum(price_cents + discount_cents) from seat_tickets t
          where t.tenant_id = p.tenant_id and t.order_id = p.order_id), 0)
        + coalesce((select sum(price_cents + discount_cents) from ancillary_tickets a
          where a.tenant_id = p.tenant_id and a.order_id = p.order_id), 0))::int as "orderTotalCents",
       (select amount_cents from installments i where i.tenant_id = p.tenant_id and i.payment_id = p.id and i.rank = 1)
         as "firstInstallmentCents"
     from payments p where p.tenant_id = $1 and p.id = $2 for update`,
    [tenantId, paymentId],
  );
  return rows[0];
}

async function setPaymentStatus(
  client: SqlClient,
  tenantId: string,
  paymentId: string,
  status: string,
  now: Date,
) {
  await client.query(`update payments set status = $3, updated_at = $4 where tenant_id = $1 and id = $2`, [
    tenantId,
    paymentId,
    status,
    now,
  ]);
}

async function endTransaction(client: SqlClient, tenantId: string, orderId: string, now: Date) {
  await client.query(
    `update orders set has_transaction_in_progress = false, updated_at = $3
     where tenant_id = $1 and id = $2 and has_transaction_in_progress`,
    [tenantId, orderId, now],
  );
}

/**
 * A payment pending at the bank keeps the order (and its seats) 48 hours from now; an order the
 * sweeper already abandoned stays abandoned (a later success re-holds its seats if it can).
 */
async function extendHold(client: SqlClient, tenantId: string, orderId: string, now: Date) {
  const until = new Date(now.getTime() + PENDING_EXTENSION_MS);
  await client.query(
    `with extended as (
       update orders set expires_at = greatest(expires_at, $3), updated_at = $4
       where tenant_id = $1 and id = $2 and status = 'onhold'
       returning id
     )
     update event_seats es set held_until = $3
     from seat_tickets t
     where t.tenant_id = $1 and t.order_id = $2 and t.status = 'onhold' and t.seat_id is not null
       and t.resale_listing_id is null and exists (select 1 from extended)
       and es.tenant_id = t.tenant_id and es.event_id = t.event_id and es.seat_id = t.seat_id
       and es.order_id = t.order_id and es.status = 'onhold'`,
    [tenantId, orderId, until, now],
  );
}

const REFUND_REASONS: Record<string, RefundTarget['reason']> = {
  unavailable: 'seats_unavailable',
  already_confirmed: 'already_paid',
  order_changed: 'order_changed',
};

/**
 * The money arrived: confirm the order (re-taking its seats if the sweeper released them
 * meanwhile) and queue its e-mail, or, when the order can no longer be sold, refund the payment.
 */
async function settleSucceeded(
  client: SqlClient,
  provider: PaymentProvider,
  tenantId: string,
  payment: LockedPayment,
  notice: PaymentNotice,
  now: Date,
): Promise<NoticeResult> {
  const asked = payment.firstInstallmentCents ?? payment.amountCents;
  if (notice.amountCents !== asked) {
    // The provider says it took another amount than the one this API asked for: neither confirm
    // nor refund on our own (a refund of money never taken fails at the provider, and would be
    // retried for ever); a person reconciles it with the provider (docs/security.md).
    await recordPaymentAnomaly(client, tenantId, payment, 'transaction_details_unbalanced', now, {
      eventId: notice.eventId,
      askedCents: asked,
      notifiedCents: notice.amountCents,
    });
    await endTransaction(client, tenantId, payment.orderId, now);
    return 'anomaly';
  }
  await client.query(
    `update payments set status = 'succeeded', saved_method_reference = $3, updated_at = $4
     where tenant_id = $1 and id = $2`,
    [tenantId, payment.id, notice.savedMethodReference, now],
  );
  // The checkout itself took the first instalment.
  await client.query(
    `update installments set status = 'paid', attempts = attempts + 1, paid_at = $3,
       provider_charge_reference = $4, next_attempt_at = null
     where tenant_id = $1 and payment_id = $2 and rank = 1 and status = 'scheduled'`,
    [tenantId, payment.id, now, notice.sessionReference],
  );
  const input = { tenantId, orderId: payment.orderId, now };
  // Tickets removed while the fan was on the provider's page: what was paid is not this order.
  let outcome: string = payment.orderTotalCents === payment.amountCents ? 'unchanged' : 'order_changed';
  if (outcome === 'unchanged') outcome = await confirmOrder(client, input);
  if (outcome === 'not_on_hold') outcome = await reholdAndConfirm(client, input);
  if (outcome === 'confirmed') {
    await checkConfirmedPlan(client, tenantId, payment, notice, now);
    // Listings bought from fans: their tickets go void and payouts are due (ADR 0021).
    await settleResales(client, input);
    await queueOrderConfirmedEmail(client, {
      tenantId,
      orderId: payment.orderId,
      numberOfInstallments: payment.numberOfInstallments,
      firstInstallmentCents: payment.firstInstallmentCents ?? notice.amountCents,
      now,
    });
    return 'applied';
  }
  // Seats gone, the order cancelled (`not_abandoned`) or changed, or already paid by another payment.
  const reason = REFUND_REASONS[outcome] ?? 'order_closed';
  try {
    await refundPayment(client, provider, {
      tenantId,
      paymentId: payment.id,
      sessionReference: notice.sessionReference,
      amountCents: notice.amountCents,
      reason,
      now,
    });
  } catch (error) {
    // Refused for good (not merely unreachable, which a retried delivery may get past).
    if (!(error instanceof ProviderRefused)) throw error;
    // Money for an order that can no longer take it (closed, or paid already) is an overpayment;
    // a payment for a basket the fan changed meanwhile is a refund owed on an open order.
    const code = reason === 'order_changed' ? 'refund_required' : 'overpaid_transaction_not_refunded';
    await recordPaymentAnomaly(client, tenantId, payment, code, now, {
      eventId: notice.eventId,
      reason,
      amountCents: notice.amountCents,
      refusal: error.message,
    });
    await endTransaction(client, tenantId, payment.orderId, now);
    return 'anomaly';
  }
  await endTransaction(client, tenantId, payment.orderId, now);
  return 'applied';
}

/**
 * Something about an order a person must look at (docs/product.md#order-anomalies); the webhook
 * is answered 200 all the same.
 */
async function recordPaymentAnomaly(
  client: SqlClient,
  tenantId: string,
  payment: LockedPayment,
  code: OrderAnomalyCode,
  now: Date,
  details: Record<string, unknown>,
) {
  await recordAnomaly(client, {
    tenantId,
    orderId: payment.orderId,
    paymentId: payment.id,
    code,
    details,
    now,
  });
}

/**
 * Checks of a plan just confirmed: its instalments must add up to what it costs (else
 * `transaction_details_unbalanced`), and later instalments need the card the provider kept (else
 * `payment_required`: the job could never charge them, the fan must pay the rest another way).
 * The order stays confirmed: its first instalment is paid, a person settles the rest.
 */
async function checkConfirmedPlan(
  client: SqlClient,
  tenantId: string,
  payment: LockedPayment,
  notice: PaymentNotice,
  now: Date,
) {
  if (payment.firstInstallmentCents === null) return;
  const { rows } = await client.query<{ scheduledCents: number; count: number }>(
    `select coalesce(sum(amount_cents), 0)::int as "scheduledCents", count(*)::int as count
     from installments where tenant_id = $1 and payment_id = $2`,
    [tenantId, payment.id],
  );
  const scheduledCents = rows[0]?.scheduledCents ?? 0;
  if (scheduledCents !== payment.amountCents)
    await recordPaymentAnomaly(client, tenantId, payment, 'transaction_details_unbalanced', now, {
      eventId: notice.eventId,
      orderTotalCents: payment.orderTotalCents,
      paymentCents: payment.amountCents,
      scheduledCents,
    });
  if ((rows[0]?.count ?? 0) > 1 && !notice.savedMethodReference)
    await recordPaymentAnomaly(client, tenantId, payment, 'payment_required', now, {
      eventId: notice.eventId,
      unpaidCents: scheduledCents - (payment.firstInstallmentCents ?? 0),
      reason: 'no saved card for the later instalments',
    });
}

/**
 * The fan paid a later instalment on the provider's page (their bank wanted them for the
 * off-session charge, installment-action.ts): that instalment is paid, with the provider's charge
 * for a later refund. Only the page recorded on the instalment counts, for its amount; anything
 * else about it changes nothing.
 */
async function settleInstallmentPage(
  client: SqlClient,
  tenantId: string,
  payment: LockedPayment,
  notice: PaymentNotice,
  now: Date,
): Promise<NoticeResult> {
  if (notice.outcome !== 'succeeded') return 'applied';
  const paid = await client.query(
    `update installments set status = 'paid', paid_at = $5, provider_charge_reference = $6, action_url = null,
       last_error = null
     where tenant_id = $1 and payment_id = $2 and rank = $3 and action_reference = $4
       and status = 'awaiting_customer' and amount_cents = $7`,
    [
      tenantId,
      payment.id,
      notice.installmentRank,
      notice.sessionReference,
      now,
      notice.chargeReference ?? notice.sessionReference,
      notice.amountCents,
    ],
  );
  return paid.rowCount === 1 ? 'applied' : 'unknown';
}

/**
 * Applies a verified webhook once: its event id is recorded in the same transaction, so a
 * duplicate or replayed delivery finds it and changes nothing. A notice about a payment this API
 * does not know (another environment's, or forged metadata of a valid signature) is ignored.
 */
export async function applyPaymentNotice(
  db: Database,
  provider: PaymentProvider,
  notice: PaymentNotice,
  now: Date,
): Promise<NoticeResult> {
  const { tenantId, paymentId } = notice;
  if (!tenantId || !paymentId) return 'unknown';
  return inTransaction(db, async (client) => {
    const recorded = await client.query(
      `insert into payment_events (tenant_id, provider, event_id, type, payment_id, received_at)
       select $1, $2, $3, $4, $5, $6 where exists (select 1 from tenants where id = $1)
       on conflict do nothing`,
      [tenantId, provider.name, notice.eventId, notice.type, paymentId, now],
    );
    if (recorded.rowCount === 0) return 'duplicate';
    const payment = await lockPayment(client, tenantId, paymentId, provider.name);
    if (!payment) return 'unknown';
    if (notice.installmentRank) return settleInstallmentPage(client, tenantId, payment, notice, now);
    if (payment.providerReference !== notice.sessionReference) return 'unknown';

    switch (notice.outcome) {
      case 'pending':
        if (payment.status !== 'created') return 'applied';
        await setPaymentStatus(client, tenantId, payment.id, 'pending', now);
        await extendHold(client, tenantId, payment.orderId, now);
        return 'applied';
      case 'succeeded':
        if (payment.status === 'failed' || payment.status === 'cancelled') {
          // Money taken on a payment this API had already given up (the fan may have paid again
          // since): neither confirm nor refund on our own, a person looks at it.
          await recordPaymentAnomaly(client, tenantId, payment, 'wrong_status', now, {
            eventId: notice.eventId,
            paymentStatus: payment.status,
            notifiedCents: notice.amountCents,
          });
          return 'anomaly';
        }
        if (!isOpen(payment.status)) return 'applied';
        return settleSucceeded(client, provider, tenantId, payment, notice, now);
      case 'failed':
      case 'cancelled':
        if (!isOpen(payment.status)) return 'applied';
        await setPaymentStatus(client, tenantId, payment.id, notice.outcome, now);
        await endTransaction(client, tenantId, payment.orderId, now);
        return 'applied';
      default:
        return 'applied';
    }
  });
}

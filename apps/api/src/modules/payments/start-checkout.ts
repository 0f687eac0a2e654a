import { applyPromoCodes } from '../promo/apply-promo-codes';
import { confirmOrder } from '../orders/confirm-order';
import { incompleteHolders } from '../orders/incomplete-holders';
import { settleResales } from './settle-resales';
import { lockOrderOnHoldWith } from '../orders/lock-order';
import type { OrderScope } from '../orders/order-scope';
import { inTransaction, type SqlClient } from '../../database/sql-client';
import { allowedInstallmentCounts, clubSchedule } from './installment-schedule';
import { startOfDayInZone } from './club-calendar';
import { queueOrderConfirmedEmail } from './order-confirmed-email';
import type { StartCheckoutArgs } from './payment-args';
import { paymentError } from './payment-errors';
import { newPaymentId } from './payment-ids';
import { providerOf, ProviderUnavailable, type PaymentServices } from './payment-provider';
import { clubReturnUrl } from './return-url';

/** Where the fan goes next. */
export interface CheckoutStart {
  orderId: string;
  redirectUrl: string;
}

async function openPaymentPage(client: SqlClient, tenantId: string, orderId: string): Promise<string | null> {
  const { rows } = await client.query<{ redirectUrl: string }>(
    `select p.redirect_url as "redirectUrl" from payments p
     join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
     where p.tenant_id = $1 and p.order_id = $2 and p.status in ('created', 'pending')
       and p.redirect_url is not null and o.has_transaction_in_progress
     order by p.created_at desc limit 1`,
    [tenantId, orderId],
  );
  return rows[0]?.redirectUrl ?? null;
}

async function customerLocale(client: SqlClient, tenantId: string, customerId: string): Promise<string> {
  const { rows } = await client.query<{ locale: string }>(
    `select preferred_locale as locale from customers where tenant_id = $1 and id = $2`,
    [tenantId, customerId],
  );
  return rows[0]?.locale ?? 'en';
}

/** A total of zero after discounts: confirmed at once, with a `free` payment for the record. */
async function confirmFreeOrder(client: SqlClient, scope: OrderScope, orderId: string): Promise<void> {
  const tenantId = scope.tenant.slug;
  await client.query(
    `insert into payments (tenant_id, id, order_id, provider, kind, amount_cents, currency, status, created_at, updated_at)
     values ($1, $2, $3, 'free', 'single', 0, $4, 'succeeded', $5, $5)`,
    [tenantId, newPaymentId('pay'), orderId, scope.tenant.currency, scope.now],
  );
  const result = await confirmOrder(client, { tenantId, orderId, now: scope.now });
  if (result !== 'confirmed') throw new Error(`free order ${orderId} could not be confirmed (${result})`);
  await settleResales(client, { tenantId, orderId, now: scope.now });
  await queueOrderConfirmedEmail(client, {
    tenantId,
    orderId,
    numberOfInstallments: 1,
    firstInstallmentCents: 0,
    now: scope.now,
  });
}

/**
 * Starts paying the customer's order on hold, in one transaction under the order's lock: applies
 * the promo codes (taking their uses) once every ticket has the holder the club requires
 * (HOLDERS_INCOMPLETE otherwise), checks the payment type against the club's rules for the
 * discounted total, records the payment and its schedule, opens the provider's checkout and marks
 * the order as paying (its expiry stays; a pending payment extends it). The provider is called
 * inside the transaction, so when it is down everything rolls back: PAYMENT_NOT_STARTED, nothing
 * changed. A total of zero confirms the order at once and returns the validation page.
 */
export async function startCheckout(
  scope: OrderScope,
  services: PaymentServices | undefined,
  args: StartCheckoutArgs,
): Promise<CheckoutStart> {
  const { tenant, now } = scope;
  const tenantId = tenant.slug;
  const { orderId, customerId } = args;
  if (!args.termsAccepted)
    throw paymentError('TERMS_NOT_ACCEPTED', 'The general terms of sale must be accepted');
  const returnUrl = clubReturnUrl(tenant, args.returnUrl);
  if (!returnUrl)
    throw paymentError('BAD_USER_INPUT', 'returnUrl must be a page of this club’s shop', {
      issues: [{ path: 'returnUrl', message: 'must be an http(s) address on one of the club’s domains' }],
    });

  return inTransaction(scope.db, async (client) => {
    await lockOrderOnHoldWith(client, { tenantId, customerId, orderId, now });
    // A second click (or a reload) while the fan is on the provider's page: the same page.
    const open = await openPaymentPage(client, tenantId, orderId);
    if (open) return { orderId, redirectUrl: open };
    // Every ticket must carry the holder the club requires before any money moves: the
    // information step is the browser's, this is the shop's own check (docs/product.md#holders).
    const incomplete = await incompleteHolders(client, tenant, orderId);
    if (incomplete.length > 0)
      throw paymentError('HOLDERS_INCOMPLETE', 'A ticket holder lacks details the club requires', {
        tickets: incomplete,
      });

    const amounts = await applyPromoCodes(client, {
      tenant,
      customerId,
      orderId,
      promoCodeIds: args.promoCodeIds,
      now,
    });
    if (amounts.totalCents === 0) {
      await confirmFreeOrder(client, scope, orderId);
      return { orderId, redirectUrl: returnUrl.href };
    }
    const count = args.numberOfInstallments;
    const allowed = allowedInstallmentCounts(tenant, amounts.totalCents);
    if (!allowed.includes(count))
      throw paymentError('PAYMENT_TYPE_NOT_ALLOWED', 'This way of paying is not offered for this order', {
        allowed,
      });
    if (!services) throw paymentError('PAYMENT_NOT_STARTED', 'No payment provider is configured');
    // The club's own provider and account (docs/adr/0048); one not configured is a payment not started.
    let provider;
    try {
      provider = providerOf(services, tenant);
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        throw paymentError('PAYMENT_NOT_STARTED', 'The payment could not be started; please try again later');
      throw error;
    }

    const paymentId = newPaymentId('pay');
    const schedule = count > 1 ? clubSchedule(tenant, amounts.totalCents, count, now) : [];
    await client.query(
      `insert into payments (tenant_id, id, order_id, provider, kind, amount_cents, currency, status,
         number_of_installments, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $9, $9)`,
      [
        tenantId,
        paymentId,
        orderId,
        provider.name,
        count > 1 ? 'installment_plan' : 'single',
        amounts.totalCents,
        tenant.currency,
        count,
        now,
      ],
    );
    if (schedule.length > 0)
      await client.query(
        `insert into installments (tenant_id, payment_id, rank, due_date, amount_cents, next_attempt_at)
         select $1, $2, s.rank, s.due_date::date, s.amount, s.next_attempt_at
         from unnest($3::int[], $4::text[], $5::int[], $6::timestamptz[]) as s(rank, due_date, amount, next_attempt_at)`,
        [
          tenantId,
          paymentId,
          schedule.map((i) => i.rank),
          schedule.map((i) => i.dueDate),
          schedule.map((i) => i.amountCents),
          schedule.map((i) => startOfDayInZone(i.dueDate, tenant.timeZone)),
        ],
      );

    let session;
    try {
      session = await provider.createCheckoutSession({
        tenantId,
        orderId,
        paymentId,
        amountCents: schedule[0]?.amountCents ?? amounts.totalCents,
        currency: tenant.currency,
        merchantName: tenant.clientLongName,
        locale: await customerLocale(client, tenantId, customerId),
        returnUrl: returnUrl.href,
        cancelUrl: returnUrl.href,
        savePaymentMethod: schedule.length > 0,
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        throw paymentError('PAYMENT_NOT_STARTED', 'The payment could not be started; please try again later');
      throw error;
    }
    await client.query(
      `update payments set provider_reference = $3, redirect_url = $4 where tenant_id = $1 and id = $2`,
      [tenantId, paymentId, session.reference, session.redirectUrl],
    );
    await client.query(
      `update orders set has_transaction_in_progress = true, updated_at = $3 where tenant_id = $1 and id = $2`,
      [tenantId, orderId, now],
    );
    return { orderId, redirectUrl: session.redirectUrl };
  });
}

import { signatureHeader } from '@stadio/payment-sandbox/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayInZone } from './club-calendar';
import { ProviderRefused } from './payment-provider';
import {
  INSTALMENTS_IN_3,
  onStripe,
  RETURN_URL,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from './test-fixtures/payments-testbed';

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const PENDING = '4000 0000 0000 9995';
const LATER_DECLINED = '4000 0000 0000 0341';
const LATER_NEEDS_AUTHENTICATION = '4000 0027 6000 3184';

const VALIDATION = `query ($customerId: ID!, $orderId: ID!) {
  orderValidation(customerId: $customerId, orderId: $orderId) {
    outcome order { status hasTransactionInProgress }
    installments { rank amount status payUrl } } }`;

interface Validation {
  outcome: string;
  order: { status: string; hasTransactionInProgress: boolean };
  installments: Array<{ rank: number; amount: number; status: string; payUrl: string | null }>;
}

/*
 * The Stripe provider (stripe-provider.ts, the official SDK) against the sandbox's Stripe surface,
 * riviera on its own Stripe account (docs/adr/0048): what reaches Stripe, what its webhooks do.
 */
describe('payments on a club’s own Stripe account', () => {
  let bed: PaymentsTestbed;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const STRIPE = { tenant: onStripe('riviera') };
  const PLAN_ON_STRIPE = { tenant: onStripe('riviera', INSTALMENTS_IN_3.tenant) };
  const sessionOf = (url: string) => bed.sandbox.stripe.session(url.split('/').pop() ?? '');
  const orderRow = async (orderId: string) =>
    (
      await bed.orders.rows<{ status: string; has_transaction_in_progress: boolean }>(
        `select status, has_transaction_in_progress from orders where id = $1`,
        [orderId],
      )
    )[0];
  const paymentOf = async (orderId: string) =>
    (
      await bed.orders.rows<{
        id: string;
        provider: string;
        status: string;
        currency: string;
        provider_reference: string;
        saved_method_reference: string | null;
      }>(
        `select id, provider, status, currency, provider_reference, saved_method_reference
         from payments where order_id = $1 order by created_at desc limit 1`,
        [orderId],
      )
    )[0];
  const validation = async (customerId: string, orderId: string) =>
    (await bed.data<{ orderValidation: Validation }>(VALIDATION, { customerId, orderId }, STRIPE))
      .orderValidation;
  const eventsOf = (paymentId: string) =>
    bed.orders.rows<{ provider: string; type: string }>(
      `select provider, type from payment_events where payment_id = $1 order by received_at, event_id`,
      [paymentId],
    );

  it('opens a Checkout Session in the club’s currency on its account, and a paid card confirms the order', async () => {
    const { customerId, order } = await bed.order('r1-b1');
    const page = await bed.checkout(customerId, order.orderId, STRIPE);
    expect(page).toMatch(/\/stripe\/pay\/cs_test_/);
    const payment = await paymentOf(order.orderId);
    expect(payment).toMatchObject({ provider: 'stripe', status: 'created', currency: 'GBP' });
    expect(sessionOf(page)).toMatchObject({
      id: payment?.provider_reference,
      mode: 'payment',
      currency: 'gbp',
      amount_total: 3300,
      client_reference_id: payment?.id,
      metadata: { tenantId: 'riviera', orderId: order.orderId, paymentId: payment?.id },
      success_url: `${RETURN_URL}${order.orderId}`,
    });
    // A second click while the fan is on Stripe's page: the same session (idempotency key = payment id).
    expect(await bed.checkout(customerId, order.orderId, STRIPE)).toBe(page);

    const answer = await bed.pay(page, SUCCESS);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${RETURN_URL}${order.orderId}`);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'confirmed',
      has_transaction_in_progress: false,
    });
    expect(await paymentOf(order.orderId)).toMatchObject({
      status: 'succeeded',
      saved_method_reference: null,
    });
    expect(await eventsOf(payment?.id ?? '')).toEqual([
      { provider: 'stripe', type: 'checkout.session.completed' },
    ]);
    // The PaymentIntent carries our references too (payment_intent_data.metadata).
    const intent = bed.sandbox.stripe.intent(sessionOf(page)?.payment_intent ?? '');
    expect(intent).toMatchObject({
      status: 'succeeded',
      currency: 'gbp',
      metadata: { tenantId: 'riviera', orderId: order.orderId, paymentId: payment?.id },
    });
    // Signed the way Stripe signs, to this club's own webhook path.
    const delivery = bed.sandbox.deliveries().find((d) => d.event.id && 'object' in d.event.data);
    expect(delivery).toMatchObject({
      url: bed.stripe('riviera').webhookUrl,
      signing: { header: 'stripe-signature', secret: bed.stripe('riviera').webhookSecret },
      delivered: true,
    });
  });

  it('a declined card fails the payment and leaves the order on hold to pay again', async () => {
    const { customerId, order } = await bed.order('r1-b2');
    const page = await bed.checkout(customerId, order.orderId, STRIPE);
    await bed.pay(page, DECLINED);
    const payment = await paymentOf(order.orderId);
    expect(payment?.status).toBe('failed');
    expect(await eventsOf(payment?.id ?? '')).toEqual([
      { provider: 'stripe', type: 'payment_intent.payment_failed' },
    ]);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'onhold',
      has_transaction_in_progress: false,
    });
    expect((await validation(customerId, order.orderId)).outcome).toBe('PAYMENT_ERROR');
    // A new payment, a new session.
    const again = await bed.checkout(customerId, order.orderId, STRIPE);
    expect(again).not.toBe(page);
    await bed.pay(again, SUCCESS);
    expect((await orderRow(order.orderId))?.status).toBe('confirmed');
  });

  it('pending at the bank (completed unpaid), then paid by the async event', async () => {
    const { customerId, order } = await bed.order('r1-b3');
    const page = await bed.checkout(customerId, order.orderId, STRIPE);
    await bed.pay(page, PENDING);
    expect((await paymentOf(order.orderId))?.status).toBe('pending');
    expect((await orderRow(order.orderId))?.status).toBe('onhold');
    expect(sessionOf(page)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    await bed.sandbox.stripe.settlePending(sessionOf(page)?.id ?? '');
    await expect.poll(async () => (await orderRow(order.orderId))?.status).toBe('confirmed');
    const payment = await paymentOf(order.orderId);
    expect(payment?.status).toBe('succeeded');
    // Received at the same (pinned) business time: compared as a set.
    expect((await eventsOf(payment?.id ?? '')).map((e) => e.type).sort()).toEqual([
      'checkout.session.async_payment_succeeded',
      'checkout.session.completed',
    ]);
  });

  it('three instalments: the card is kept on a customer, later ones are charged off-session', async () => {
    const { customerId, order } = await bed.order('r1-b4');
    const page = await bed.checkout(customerId, order.orderId, {
      ...PLAN_ON_STRIPE,
      numberOfInstallments: 3,
    });
    expect(sessionOf(page)).toMatchObject({ amount_total: 1100, currency: 'gbp' });
    await bed.pay(page, SUCCESS);
    const payment = await paymentOf(order.orderId);
    expect(payment?.saved_method_reference).toMatch(/^cus_test_[0-9a-f]+\/pm_test_[0-9a-f]+$/);
    expect(bed.sandbox.stripe.intent(sessionOf(page)?.payment_intent ?? '')).toMatchObject({
      setup_future_usage: 'off_session',
      customer: sessionOf(page)?.customer,
    });
    const start = bed.orders.clock.now();
    try {
      bed.orders.clock.set(startOfDayInZone('2030-07-01', 'Europe/Paris'));
      expect((await bed.charger.runOnce()).paid).toBe(1);
      bed.orders.clock.set(startOfDayInZone('2030-08-01', 'Europe/Paris'));
      expect((await bed.charger.runOnce()).paid).toBe(1);
    } finally {
      bed.orders.clock.set(start);
    }
    const rows = await bed.orders.rows<{ rank: number; status: string; provider_charge_reference: string }>(
      `select rank, status, provider_charge_reference from installments where payment_id = $1 order by rank`,
      [payment?.id],
    );
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    const later = bed.sandbox.stripe.intent(rows[1]?.provider_charge_reference ?? '');
    expect(later).toMatchObject({
      status: 'succeeded',
      amount: 1100,
      currency: 'gbp',
      customer: sessionOf(page)?.customer,
      metadata: { tenantId: 'riviera', paymentId: payment?.id, installmentRank: '2' },
    });
  });

  it('a later instalment the card declines is retried like any decline', async () => {
    const { customerId, order } = await bed.order('r1-b5');
    const page = await bed.checkout(customerId, order.orderId, {
      ...PLAN_ON_STRIPE,
      numberOfInstallments: 3,
    });
    await bed.pay(page, LATER_DECLINED);
    const payment = await paymentOf(order.orderId);
    const start = bed.orders.clock.now();
    try {
      bed.orders.clock.set(startOfDayInZone('2030-07-01', 'Europe/Paris'));
      expect(await bed.charger.runOnce()).toMatchObject({ paid: 0, retried: 1, awaitingCustomer: 0 });
    } finally {
      bed.orders.clock.set(start);
    }
    const [second] = await bed.orders.rows<{ status: string; last_error: string; attempts: number }>(
      `select status, last_error, attempts from installments where payment_id = $1 and rank = 2`,
      [payment?.id],
    );
    expect(second).toEqual({ status: 'scheduled', last_error: 'card_declined', attempts: 1 });
    await bed.orders.rows(`update installments set status = 'failed' where payment_id = $1 and rank > 1`, [
      payment?.id,
    ]);
  });

  it('an instalment the bank wants the fan for waits for them, e-mailed a page; paying it there marks it paid', async () => {
    const { customerId, order } = await bed.order('r1-b6');
    const page = await bed.checkout(customerId, order.orderId, {
      ...PLAN_ON_STRIPE,
      numberOfInstallments: 3,
    });
    await bed.pay(page, LATER_NEEDS_AUTHENTICATION);
    const payment = await paymentOf(order.orderId);
    const start = bed.orders.clock.now();
    try {
      bed.orders.clock.set(startOfDayInZone('2030-07-01', 'Europe/Paris'));
      expect(await bed.charger.runOnce()).toMatchObject({ paid: 0, retried: 0, awaitingCustomer: 1 });
      // Not charged again while it waits for the fan.
      bed.orders.clock.set(startOfDayInZone('2030-07-05', 'Europe/Paris'));
      expect(await bed.charger.runOnce()).toMatchObject({ paid: 0, retried: 0, awaitingCustomer: 0 });
    } finally {
      bed.orders.clock.set(start);
    }
    const shown = await validation(customerId, order.orderId);
    expect(shown.installments.map((i) => i.status)).toEqual(['PAID', 'AWAITING_CUSTOMER', 'SCHEDULED']);
    const payUrl = shown.installments[1]?.payUrl ?? '';
    expect(payUrl).toMatch(/\/stripe\/pay\/cs_test_/);
    expect(shown.installments[0]?.payUrl).toBeNull();
    // The instalment's own session: on the plan's customer, for that amount, naming the instalment.
    expect(sessionOf(payUrl)).toMatchObject({
      amount_total: 1100,
      currency: 'gbp',
      customer: sessionOf(page)?.customer,
      metadata: { paymentId: payment?.id, installmentRank: '2' },
    });
    const [mail] = await bed.orders.rows<{ template: string; payload: { url: string; rank: number } }>(
      `select template, payload from mail_outbox where payload->>'orderId' = $1 and template = 'installment-action-required'`,
      [order.orderId],
    );
    expect(mail?.payload).toMatchObject({ url: payUrl, rank: 2 });

    await bed.pay(payUrl, SUCCESS);
    await expect
      .poll(async () => (await validation(customerId, order.orderId)).installments.map((i) => i.status))
      .toEqual(['PAID', 'PAID', 'SCHEDULED']);
    const [second] = await bed.orders.rows<{ provider_charge_reference: string; action_url: string | null }>(
      `select provider_charge_reference, action_url from installments where payment_id = $1 and rank = 2`,
      [payment?.id],
    );
    expect(second).toEqual({
      provider_charge_reference: sessionOf(payUrl)?.payment_intent,
      action_url: null,
    });
    await bed.orders.rows(`update installments set status = 'failed' where payment_id = $1 and rank = 3`, [
      payment?.id,
    ]);
  });

  it('refunds part of a payment on the club’s account, once per idempotency key, never more than was paid', async () => {
    const { orderId } = await (async () => {
      const { customerId, order } = await bed.order('r1-b7');
      await bed.pay(await bed.checkout(customerId, order.orderId, STRIPE), SUCCESS);
      return { orderId: order.orderId };
    })();
    const payment = await paymentOf(orderId);
    const provider = bed.services.stripe?.providerOf('riviera');
    if (!provider) throw new Error('riviera has no Stripe provider');
    const first = await provider.refund({
      sessionReference: payment?.provider_reference ?? '',
      amountCents: 1000,
      idempotencyKey: `refund:${payment?.id}:part-1`,
    });
    const again = await provider.refund({
      sessionReference: payment?.provider_reference ?? '',
      amountCents: 1000,
      idempotencyKey: `refund:${payment?.id}:part-1`,
    });
    expect(again.reference).toBe(first.reference);
    const intentId = bed.sandbox.stripe.session(payment?.provider_reference ?? '')?.payment_intent;
    const refunds = bed.sandbox.stripe
      .refunds(bed.stripe('riviera').secretKey)
      .filter((r) => r.payment_intent === intentId);
    expect(refunds).toEqual([
      expect.objectContaining({ id: first.reference, amount: 1000, currency: 'gbp' }),
    ]);
    await expect(
      provider.refund({
        sessionReference: payment?.provider_reference ?? '',
        amountCents: 2400,
        idempotencyKey: `refund:${payment?.id}:part-2`,
      }),
    ).rejects.toBeInstanceOf(ProviderRefused);
    // Another club's account knows nothing of this payment.
    await expect(
      bed.services.stripe?.providerOf('north-end')?.refund({
        sessionReference: payment?.provider_reference ?? '',
        amountCents: 100,
        idempotencyKey: `refund:${payment?.id}:elsewhere`,
      }),
    ).rejects.toBeInstanceOf(ProviderRefused);
  });

  it('refuses a webhook with a wrong signature, a stale timestamp, or another club’s secret, changing nothing', async () => {
    const { customerId, order } = await bed.order('r1-b8');
    const page = await bed.checkout(customerId, order.orderId, STRIPE);
    const payment = await paymentOf(order.orderId);
    const session = { ...sessionOf(page), status: 'complete', payment_status: 'paid' };
    const body = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    const post = (signature: string, url = bed.stripe('riviera').webhookUrl) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    const now = Math.floor(Date.now() / 1000);
    const riviera = bed.stripe('riviera').webhookSecret;
    expect((await post(signatureHeader('whsec_not_the_secret', now, body))).status).toBe(400);
    expect((await post(signatureHeader(riviera, now - 301, body))).status).toBe(400);
    expect((await post(signatureHeader(bed.stripe('north-end').webhookSecret, now, body))).status).toBe(400);
    expect((await post('')).status).toBe(400);
    expect(await eventsOf(payment?.id ?? '')).toEqual([]);
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'created' });
    expect((await orderRow(order.orderId))?.status).toBe('onhold');
    // North End's path with its own secret, about a riviera payment: not North End's to settle.
    const northEnd = await post(
      signatureHeader(bed.stripe('north-end').webhookSecret, now, body),
      bed.stripe('north-end').webhookUrl,
    );
    expect(northEnd.status).toBe(200);
    expect(await northEnd.json()).toMatchObject({ result: 'unknown' });
    expect((await orderRow(order.orderId))?.status).toBe('onhold');
    // An unknown club's path is not a provider.
    expect(
      (
        await post(
          signatureHeader(riviera, now, body),
          bed.stripe('riviera').webhookUrl.replace('riviera', 'nowhere'),
        )
      ).status,
    ).toBe(404);
  });

  it('a club configured for Stripe without its keys is a payment not started, nothing changed', async () => {
    const { customerId, order } = await bed.order('r1-b9');
    const error = await bed.errorOf(
      `mutation ($customerId: ID!, $orderId: ID!, $returnUrl: String!) {
        startCheckout(customerId: $customerId, orderId: $orderId, numberOfInstallments: 1, promoCodeIds: [],
          termsAccepted: true, returnUrl: $returnUrl) { redirectUrl } }`,
      { customerId, orderId: order.orderId, returnUrl: `${RETURN_URL}${order.orderId}` },
      {
        tenant: {
          payment: {
            ...onStripe('riviera').payment!,
            provider: { kind: 'stripe', secretKeyEnv: 'NOT_SET_KEY', webhookSecretEnv: 'NOT_SET_SECRET' },
          },
        },
        services: { ...bed.services, stripe: { providerOf: () => undefined } },
      },
    );
    expect(error.code).toBe('PAYMENT_NOT_STARTED');
    expect(JSON.stringify(error)).not.toContain('sk_test');
    expect(await paymentOf(order.orderId)).toBeUndefined();
    expect((await orderRow(order.orderId))?.has_transaction_in_progress).toBe(false);
  });
});

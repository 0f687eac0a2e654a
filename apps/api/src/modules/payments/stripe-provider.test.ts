import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ProviderRefused, ProviderUnavailable, WebhookRejected } from './payment-provider';
import { createStripeProvider, savedMethodOf } from './stripe-provider';

const SECRET = 'whsec_test_unit_secret';
const provider = createStripeProvider({
  tenantId: 'harbour',
  secretKey: 'sk_test_unit_key_never_shown',
  webhookSecret: SECRET,
  // Nothing listens there: these events must be mapped without calling Stripe.
  apiBaseUrl: 'http://127.0.0.1:9',
  timeoutMs: 500,
});

/*
 * A Checkout Session as Stripe's API reference shows it (https://docs.stripe.com/api/checkout/sessions/object),
 * trimmed to the fields an event of it carries here, with our metadata.
 */
const SESSION = {
  id: 'cs_test_a1YS1URlnyQCN5fUUduORoQ7Pw41PJqDWkIVQCpJPqkfIhd6tVY8XB1OLY',
  object: 'checkout.session',
  amount_subtotal: 4000,
  amount_total: 4000,
  cancel_url: 'https://harbour.example/validation?orderId=o-1',
  client_reference_id: 'pay_123',
  created: 1_795_000_000,
  currency: 'gbp',
  customer: null,
  expires_at: 1_795_086_400,
  livemode: false,
  locale: 'en',
  metadata: { tenantId: 'harbour', orderId: 'o-1', paymentId: 'pay_123' },
  mode: 'payment',
  payment_intent: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
  payment_status: 'unpaid',
  status: 'open',
  success_url: 'https://harbour.example/validation?orderId=o-1',
  url: null,
};

function event(type: string, object: object, id = `evt_${type.replace(/\W/g, '_')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

const signed = (payload: string, timestamp = Math.floor(Date.now() / 1000), secret = SECRET) => ({
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
});

describe('Stripe events as notices', () => {
  it('an async payment that failed (a delayed method refused by the bank) is a failed payment', async () => {
    const body = event('checkout.session.async_payment_failed', { ...SESSION, status: 'complete' });
    expect(await provider.verifyWebhook(body, signed(body), new Date())).toEqual({
      eventId: 'evt_checkout_session_async_payment_failed',
      type: 'checkout.session.async_payment_failed',
      outcome: 'failed',
      tenantId: 'harbour',
      paymentId: 'pay_123',
      sessionReference: SESSION.id,
      amountCents: 4000,
      savedMethodReference: null,
      installmentRank: null,
      chargeReference: SESSION.payment_intent,
    });
  });

  it('an expired session (the fan never paid) is a cancelled payment', async () => {
    const body = event('checkout.session.expired', { ...SESSION, status: 'expired', payment_intent: null });
    expect(await provider.verifyWebhook(body, signed(body), new Date())).toMatchObject({
      outcome: 'cancelled',
      paymentId: 'pay_123',
      sessionReference: SESSION.id,
    });
  });

  it('a completed session still unpaid (a delayed method) is pending at the bank; nothing to pay is ignored', async () => {
    const unpaid = event('checkout.session.completed', { ...SESSION, status: 'complete' });
    expect(await provider.verifyWebhook(unpaid, signed(unpaid), new Date())).toMatchObject({
      outcome: 'pending',
      amountCents: 4000,
    });
    const free = event('checkout.session.completed', {
      ...SESSION,
      status: 'complete',
      payment_status: 'no_payment_required',
    });
    expect((await provider.verifyWebhook(free, signed(free), new Date())).outcome).toBe('ignored');
  });

  it('ignores the events it does not act on, and a later instalment’s failed charge (the job judged it)', async () => {
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', amount: 4000 });
    expect(await provider.verifyWebhook(refunded, signed(refunded), new Date())).toMatchObject({
      outcome: 'ignored',
      paymentId: null,
    });
    const instalment = event('payment_intent.payment_failed', {
      id: 'pi_3MtwBwLkdIwHu7ix28a3tqPb',
      object: 'payment_intent',
      amount: 1100,
      currency: 'gbp',
      status: 'requires_payment_method',
      metadata: { tenantId: 'harbour', orderId: 'o-1', paymentId: 'pay_123', installmentRank: '2' },
      last_payment_error: { type: 'card_error', code: 'authentication_required' },
    });
    expect((await provider.verifyWebhook(instalment, signed(instalment), new Date())).outcome).toBe(
      'ignored',
    );
  });

  it('refuses a wrong secret, a stale timestamp and a body changed after signing, never echoing a secret', async () => {
    const body = event('checkout.session.expired', SESSION);
    const now = new Date();
    const refusals = [
      signed(body, undefined, 'whsec_someone_else'),
      signed(body, Math.floor(now.getTime() / 1000) - 301),
      {
        'stripe-signature': signed(body)['stripe-signature'].replace(
          /v1=(.)/,
          (_all, c: string) => `v1=${c === '0' ? '1' : '0'}`,
        ),
      },
      {},
    ];
    for (const headers of refusals) {
      const refused = await Promise.resolve(provider.verifyWebhook(body, headers, now)).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(WebhookRejected);
      expect((refused as Error).message).not.toContain(SECRET);
    }
    // Within the 300 s tolerance it passes.
    const fresh = signed(body, Math.floor(now.getTime() / 1000) - 299);
    expect((await provider.verifyWebhook(body, fresh, now)).outcome).toBe('cancelled');
  });
});

describe('Stripe calls', () => {
  it('an unreachable Stripe is a provider unavailable (a rollback, retried later), naming no key', async () => {
    const failure = await provider
      .createCheckoutSession({
        tenantId: 'harbour',
        orderId: 'o-1',
        paymentId: 'pay_1',
        amountCents: 4000,
        currency: 'GBP',
        merchantName: 'Harbour RFC',
        locale: 'en',
        returnUrl: 'https://harbour.example/validation',
        cancelUrl: 'https://harbour.example/validation',
        savePaymentMethod: false,
      })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderUnavailable);
    expect(failure).not.toBeInstanceOf(ProviderRefused);
    expect((failure as Error).message).not.toContain('sk_test_unit_key_never_shown');
  });

  it('a saved card is a customer and a payment method', () => {
    expect(savedMethodOf('cus_1/pm_2')).toEqual({ customer: 'cus_1', paymentMethod: 'pm_2' });
    expect(savedMethodOf('pm_2')).toBeUndefined();
    expect(savedMethodOf('cus_1/pm_2/x')).toBeUndefined();
  });
});

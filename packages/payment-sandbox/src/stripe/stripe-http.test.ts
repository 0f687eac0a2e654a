import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentSandbox, type PaymentSandbox } from '../start-payment-sandbox';
import { decodeForm } from './form-body';

const ACCOUNT = { secretKey: 'sk_test_club_a_0123456789', webhookSecret: 'whsec_club_a_secret' };

describe('bracket-notation form bodies', () => {
  it('reads nested objects and arrays as Stripe does, and refuses malformed or prototype keys', () => {
    expect(
      decodeForm(
        'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=gbp&metadata[orderId]=o%201&allowed_payment_method_types[0]=card',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'gbp' } }],
      metadata: { orderId: 'o 1' },
      allowed_payment_method_types: ['card'],
    });
    expect(() => decodeForm('a[b=1')).toThrow();
    expect(() => decodeForm('__proto__[x]=1')).toThrow();
  });
});

describe('the sandbox’s Stripe surface, over plain HTTP', () => {
  let sandbox: PaymentSandbox;
  let receiver: http.Server;
  const received: { body: string; signature: string }[] = [];
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ body, signature: String(req.headers['stripe-signature'] ?? '') });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    sandbox = await startPaymentSandbox({
      stripeAccounts: [{ ...ACCOUNT, webhookUrl: `http://127.0.0.1:${port}/webhooks/payments/stripe/a` }],
    });
  });
  afterAll(async () => {
    await sandbox.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const post = (path: string, form: string, key?: string, secret = ACCOUNT.secretKey) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: form,
    });
  const SESSION_FORM = [
    'mode=payment',
    'line_items[0][quantity]=1',
    'line_items[0][price_data][currency]=gbp',
    'line_items[0][price_data][unit_amount]=4000',
    'line_items[0][price_data][product_data][name]=Harbour%20RFC',
    'success_url=http%3A%2F%2Fharbour.localhost%2Fvalidation',
    'cancel_url=http%3A%2F%2Fharbour.localhost%2Fvalidation',
    'metadata[paymentId]=pay_1',
    'payment_intent_data[metadata][paymentId]=pay_1',
  ].join('&');

  it('creates a session, replays its idempotency key, and refuses the key reused with other parameters', async () => {
    const first = await post('/v1/checkout/sessions', SESSION_FORM, 'pay_1');
    expect(first.status).toBe(200);
    const session = (await first.json()) as {
      id: string;
      url: string;
      currency: string;
      amount_total: number;
    };
    expect(session).toMatchObject({ object: 'checkout.session', currency: 'gbp', amount_total: 4000 });
    const again = await post('/v1/checkout/sessions', SESSION_FORM, 'pay_1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(session.id);
    const reused = await post('/v1/checkout/sessions', SESSION_FORM.replace('4000', '4001'), 'pay_1');
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { type: 'idempotency_error' } });
    // An unknown key is Stripe's 401; an upper-case currency its 400 naming the parameter.
    expect((await post('/v1/checkout/sessions', SESSION_FORM, undefined, 'sk_test_nobody')).status).toBe(401);
    const upper = await post('/v1/checkout/sessions', SESSION_FORM.replace('=gbp', '=GBP'));
    expect(await upper.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'line_items[0][price_data][currency]' },
    });
  });

  it('the hosted page shows pounds, and paying sends a Stripe-signed checkout.session.completed', async () => {
    const session = (await (await post('/v1/checkout/sessions', SESSION_FORM, 'pay_2')).json()) as {
      id: string;
      url: string;
    };
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('£40.00');
    const paid = await fetch(session.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card=4242+4242+4242+4242',
    });
    expect(paid.status).toBe(303);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const delivery = received.at(-1)!;
    const event = JSON.parse(delivery.body) as {
      type: string;
      data: { object: { id: string; payment_status: string } };
    };
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: session.id, payment_status: 'paid' } },
    });
    // Stripe's scheme, checked here with node:crypto alone: v1 = HMAC-SHA256(secret, "<t>.<body>").
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature) ?? [];
    expect(v1).toBe(
      createHmac('sha256', ACCOUNT.webhookSecret).update(`${t}.${delivery.body}`).digest('hex'),
    );
    // GET answers the completed session, in Stripe's shape.
    const fetched = await fetch(`${sandbox.url}/v1/checkout/sessions/${session.id}`, {
      headers: { authorization: `Bearer ${ACCOUNT.secretKey}` },
    });
    expect(await fetched.json()).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });
});

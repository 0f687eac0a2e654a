import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  verifyWebhook,
  WebhookVerificationError,
  type CheckoutSession,
  type WebhookEvent,
} from './protocol';
import { startPaymentSandbox, type PaymentSandbox } from './start-payment-sandbox';

describe('payment sandbox', () => {
  let sandbox: PaymentSandbox;
  let receiver: http.Server;
  let receiverUrl: string;
  const received: WebhookEvent[] = [];
  let refuseNext = 0;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          res.writeHead(503).end();
          return;
        }
        const header = req.headers[SIGNATURE_HEADER];
        try {
          received.push(
            verifyWebhook(
              sandbox.webhookSecret,
              Buffer.concat(chunks).toString('utf8'),
              String(header),
              new Date(),
            ),
          );
          res.writeHead(200).end();
        } catch {
          res.writeHead(400).end();
        }
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    sandbox = await startPaymentSandbox({ webhookRetryBaseMs: 20, pendingDelayMs: 60_000 });
  });
  afterAll(async () => {
    await sandbox.close();
    receiver.close();
  });
  beforeEach(() => {
    received.length = 0;
  });

  const api = (path: string, body?: unknown, key?: string) =>
    fetch(`${sandbox.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${sandbox.apiKey}`,
        'content-type': 'application/json',
        ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const createSession = async (overrides: Record<string, unknown> = {}, key?: string) => {
    const response = await api(
      '/v1/checkout/sessions',
      {
        amount: 4550,
        currency: 'EUR',
        reference: 'pay_1',
        merchantName: 'Olympique Riviera',
        returnUrl: 'http://riviera.localhost:3000/validation?orderId=ord_1',
        cancelUrl: 'http://riviera.localhost:3000/summary?orderId=ord_1',
        webhookUrl: receiverUrl,
        savePaymentMethod: false,
        locale: 'fr',
        metadata: { tenantId: 'riviera', paymentId: 'pay_1' },
        ...overrides,
      },
      key,
    );
    expect(response.status).toBe(201);
    return (await response.json()) as CheckoutSession;
  };
  const pay = (session: CheckoutSession, card: string) =>
    fetch(session.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card }).toString(),
    });

  it('refuses the REST API without the API key', async () => {
    const response = await fetch(`${sandbox.url}/v1/checkout/sessions`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('shows the hosted page with the merchant and the amount in the shop’s language', async () => {
    const session = await createSession();
    const html = await (await fetch(session.url)).text();
    expect(html).toContain('Stadio Pay sandbox');
    expect(html).toContain('Pay Olympique Riviera');
    expect(html).toMatch(/45,50\s€/);
    expect(html).toContain('<label for="card">Card number</label>');
    expect(html).toContain('4242 4242 4242 4242');
  });

  it('pays with the success card: signed webhook, then the browser goes back to the shop', async () => {
    const session = await createSession();
    const response = await pay(session, '4242 4242 4242 4242');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://riviera.localhost:3000/validation?orderId=ord_1');
    expect(received.map((e) => [e.type, e.data.sessionId, e.data.reference, e.data.amount])).toEqual([
      ['checkout.session.succeeded', session.id, 'pay_1', 4550],
    ]);
    expect(received[0]?.data.metadata).toEqual({ tenantId: 'riviera', paymentId: 'pay_1' });
    // Paid once: the page no longer takes a card.
    expect((await pay(session, '4242424242424242')).status).toBe(409);
  });

  it('declines, pends then settles, cancels, and refuses unknown cards', async () => {
    const declined = await createSession();
    expect((await pay(declined, '4000 0000 0000 0002')).status).toBe(303);
    const pending = await createSession();
    expect((await pay(pending, '4000000000009995')).status).toBe(303);
    expect(sandbox.session(pending.id)?.status).toBe('pending');
    expect(await sandbox.settlePending(pending.id)).toBe(true);
    const cancelled = await createSession();
    const cancel = await fetch(`${cancelled.url}/cancel`, { redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('http://riviera.localhost:3000/summary?orderId=ord_1');
    expect(received.map((e) => [e.type, e.data.sessionId])).toEqual([
      ['checkout.session.failed', declined.id],
      ['checkout.session.pending', pending.id],
      ['checkout.session.succeeded', pending.id],
      ['checkout.session.cancelled', cancelled.id],
    ]);
    expect(received[0]?.data.failureReason).toBe('card_declined');

    const other = await createSession();
    const wrong = await pay(other, '1234 5678 9012 3456');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('role="alert"');
  });

  it('retries a webhook until the endpoint answers 2xx, with the same event id', async () => {
    refuseNext = 2;
    const session = await createSession();
    await pay(session, '4242424242424242');
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    const delivery = sandbox
      .deliveries()
      .find((d) => 'sessionId' in d.event.data && d.event.data.sessionId === session.id);
    expect(delivery).toMatchObject({ attempts: 3, delivered: true });
    expect(received[0]?.id).toBe(delivery?.event.id);
  });

  it('saves the card for instalments, charges it, and refunds', async () => {
    const session = await createSession({ savePaymentMethod: true });
    await pay(session, '4242424242424242');
    const methodId = received[0]?.data.paymentMethodId;
    expect(methodId).toMatch(/^pm_/);

    const charge = async (key: string) =>
      (await (
        await api(
          `/v1/payment_methods/${methodId}/charges`,
          { amount: 1000, currency: 'EUR', reference: 'x' },
          key,
        )
      ).json()) as { id: string; status: string };
    const first = await charge('k1');
    expect(first.status).toBe('succeeded');
    // The same idempotency key answers the same charge.
    expect((await charge('k1')).id).toBe(first.id);
    sandbox.setChargesSucceed(methodId ?? '', false);
    expect((await charge('k2')).status).toBe('failed');

    const refund = await api('/v1/refunds', { sessionId: session.id, amount: 4550 });
    expect(await refund.json()).toMatchObject({ status: 'succeeded', amount: 4550 });
    expect((await api('/v1/refunds', { sessionId: session.id, amount: 1 })).status).toBe(400);
  });

  it('signs webhooks so that a changed body, another secret or an old timestamp is refused', () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.succeeded', created: 0, data: {} });
    const now = new Date('2030-01-01T00:00:00Z');
    const t = Math.floor(now.getTime() / 1000);
    const header = (secret: string, at: number, text = body) =>
      `t=${at},v1=${createHmacHex(secret, `${at}.${text}`)}`;
    expect(verifyWebhook('s', body, header('s', t), now).id).toBe('evt_1');
    expect(() => verifyWebhook('s', `${body} `, header('s', t), now)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook('s', body, header('other', t), now)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook('s', body, header('s', t - 301), now)).toThrow(/tolerance/);
    expect(() => verifyWebhook('s', body, undefined, now)).toThrow(/missing/);
    expect(() => verifyWebhook('s', body, 't=1,v1=zz', now)).toThrow(/malformed/);
  });
});

function createHmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

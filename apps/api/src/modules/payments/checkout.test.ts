import {
  DEV_SANDBOX_WEBHOOK_SECRET,
  signatureHeader,
  SIGNATURE_HEADER,
} from '@stadio/payment-sandbox/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_EXTENSION_MS } from './apply-payment-notice';
import {
  CREATE_ORDER,
  SET_HOLDERS,
  UPDATE_TICKETS,
  type OrderData,
} from '../orders/test-fixtures/order-operations';
import { createSandboxProvider } from './sandbox-provider';
import {
  ORDER_VALIDATION,
  PAYMENT_OPTIONS,
  START_CHECKOUT,
  type ValidationData,
} from './test-fixtures/payment-operations';
import { RETURN_URL, startPaymentsTestbed, type PaymentsTestbed } from './test-fixtures/payments-testbed';

const MINUTE = 60_000;
const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const PENDING = '4000 0000 0000 9995';

describe('checkout and payment webhooks', () => {
  let bed: PaymentsTestbed;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const checkout = (customerId: string, orderId: string, extra: Record<string, unknown> = {}) => ({
    customerId,
    orderId,
    numberOfInstallments: 1,
    promoCodeIds: [],
    termsAccepted: true,
    returnUrl: `${RETURN_URL}${orderId}`,
    ...extra,
  });
  const start = async (customerId: string, orderId: string, extra: Record<string, unknown> = {}) =>
    (
      await bed.data<{ startCheckout: { orderId: string; redirectUrl: string } }>(
        START_CHECKOUT,
        checkout(customerId, orderId, extra),
      )
    ).startCheckout.redirectUrl;
  const validation = async (customerId: string, orderId: string) =>
    (await bed.data<{ orderValidation: ValidationData }>(ORDER_VALIDATION, { customerId, orderId }))
      .orderValidation;
  const orderRow = async (orderId: string) =>
    (
      await bed.orders.rows<{
        status: string;
        expires_at: Date | null;
        has_transaction_in_progress: boolean;
      }>(`select status, expires_at, has_transaction_in_progress from orders where id = $1`, [orderId])
    )[0];
  const seat = async (seatId: string) =>
    (
      await bed.orders.rows<{ status: string; order_id: string | null }>(
        `select status, order_id from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = $1`,
        [seatId],
      )
    )[0];
  const mails = (orderId: string) =>
    bed.orders.rows<{ template: string; recipient: string; locale: string }>(
      `select template, recipient, locale from mail_outbox where payload->>'orderId' = $1`,
      [orderId],
    );
  const paymentsOf = (orderId: string) =>
    bed.orders.rows<{ status: string; provider: string; amount_cents: number }>(
      `select status, provider, amount_cents from payments where order_id = $1 order by created_at, id`,
      [orderId],
    );

  it('refuses a checkout without the terms, off the club’s domains, of a type not offered, or of another customer', async () => {
    const { customerId, order } = await bed.order('r1-c1');
    const orderId = order.orderId;
    expect(
      (await bed.errorOf(START_CHECKOUT, checkout(customerId, orderId, { termsAccepted: false }))).code,
    ).toBe('TERMS_NOT_ACCEPTED');
    for (const returnUrl of ['https://evil.example/validation', 'javascript:alert(1)'])
      expect((await bed.errorOf(START_CHECKOUT, checkout(customerId, orderId, { returnUrl }))).code).toBe(
        'BAD_USER_INPUT',
      );
    const notOffered = await bed.errorOf(
      START_CHECKOUT,
      checkout(customerId, orderId, { numberOfInstallments: 3 }),
    );
    expect(notOffered).toMatchObject({ code: 'PAYMENT_TYPE_NOT_ALLOWED', allowed: [1] });
    const stranger = await bed.orders.customer();
    expect((await bed.errorOf(START_CHECKOUT, checkout(stranger, orderId))).code).toBe('ORDER_NOT_FOUND');
    expect((await bed.errorOf(ORDER_VALIDATION, { customerId: stranger, orderId })).code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect(
      (await bed.errorOf(PAYMENT_OPTIONS, { customerId: stranger, orderId, promoCodeIds: [] })).code,
    ).toBe('ORDER_NOT_FOUND');
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it('refuses to start paying while a ticket’s holder lacks a field the club requires, and changes nothing', async () => {
    // Riviera requires each holder's first and last name (the testbed's requiredHolderFields).
    const customerId = await bed.orders.customer();
    const order = await bed.orders.hold(customerId, 'match-open', [
      { blockId: 'R1', seatId: 'r1-d5', productId: 'full' },
      { blockId: 'R1', seatId: 'r1-d6', productId: 'full' },
    ]);
    const [named, unnamed] = order.ticketGroups.flatMap((group) => group.seatTickets);
    await bed.orders.data(SET_HOLDERS, {
      customerId,
      orderId: order.orderId,
      holders: [{ ticketId: named?.id, firstName: 'Anna', lastName: 'Dupont' }],
    });
    const before = await orderRow(order.orderId);
    const refused = await bed.errorOf(
      START_CHECKOUT,
      checkout(customerId, order.orderId, { promoCodeIds: [] }),
    );
    expect(refused).toMatchObject({
      code: 'HOLDERS_INCOMPLETE',
      tickets: [{ ticketId: unnamed?.id, fields: ['firstName', 'lastName'] }],
    });
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect(await orderRow(order.orderId)).toEqual(before);
    // Named, it goes to the provider.
    await bed.orders.data(SET_HOLDERS, {
      customerId,
      orderId: order.orderId,
      holders: [{ ticketId: unnamed?.id, firstName: 'Jean', lastName: 'Martin' }],
    });
    expect(await start(customerId, order.orderId)).toMatch(new RegExp(`^${bed.sandbox.url}/pay/cs_`));
  });

  it('checks the holders of a free order too, and only the fields the club makes mandatory', async () => {
    const customerId = await bed.orders.customer('north-end');
    const order = await bed.orders.hold(
      customerId,
      'match-open',
      [{ blockId: 'R1', seatId: 'r1-d7', productId: 'child' }],
      'north-end',
    );
    const free = {
      ...checkout(customerId, order.orderId),
      returnUrl: `http://north-end.localhost:3000/validation?orderId=${order.orderId}`,
    };
    const strict = {
      club: 'north-end' as const,
      tenant: {
        requiredHolderFields: [
          { field: 'lastName' as const, mode: 'mandatory_with_change' as const },
          { field: 'email' as const, mode: 'optional' as const },
        ],
      },
    };
    expect(await bed.errorOf(START_CHECKOUT, free, strict)).toMatchObject({
      code: 'HOLDERS_INCOMPLETE',
      tickets: [{ fields: ['lastName'] }],
    });
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect((await orderRow(order.orderId))?.status).toBe('onhold');
    // North End requires no holder field: the same order is confirmed at once.
    await bed.data(START_CHECKOUT, free, { club: 'north-end' });
    expect((await orderRow(order.orderId))?.status).toBe('confirmed');
  });

  it('answers PAYMENT_NOT_STARTED and changes nothing when the provider is down', async () => {
    const { customerId, order } = await bed.order('r1-c2');
    const down = {
      webhookBaseUrl: bed.services.webhookBaseUrl,
      provider: createSandboxProvider({
        url: 'http://127.0.0.1:9',
        apiKey: 'k',
        webhookSecret: 's',
        webhookUrl: () => bed.webhookUrl,
      }),
    };
    const error = await bed.errorOf(START_CHECKOUT, checkout(customerId, order.orderId), { services: down });
    expect(error.code).toBe('PAYMENT_NOT_STARTED');
    expect(await paymentsOf(order.orderId)).toEqual([]);
    expect((await orderRow(order.orderId))?.has_transaction_in_progress).toBe(false);
    // The same checkout goes through once the provider is back.
    expect(await start(customerId, order.orderId)).toMatch(new RegExp(`^${bed.sandbox.url}/pay/cs_`));
  });

  it('pays: the order and its seats are confirmed and the confirmation e-mail queued, once', async () => {
    const { customerId, order } = await bed.order('r1-c3');
    const orderId = order.orderId;
    const expiry = (await orderRow(orderId))?.expires_at;
    const options = (
      await bed.data<{
        paymentOptions: { totalAmount: number; singlePayment: boolean; installmentPlans: unknown[] };
      }>(PAYMENT_OPTIONS, { customerId, orderId, promoCodeIds: [] })
    ).paymentOptions;
    // 30 € the seat, 3 € Riviera's mandatory plastic card.
    expect(options).toEqual({ totalAmount: 3300, singlePayment: true, installmentPlans: [] });

    const page = await start(customerId, orderId);
    // A second click returns the page already open; the hold keeps its expiry while paying.
    expect(await start(customerId, orderId)).toBe(page);
    expect(await orderRow(orderId)).toEqual({
      status: 'onhold',
      expires_at: expiry,
      has_transaction_in_progress: true,
    });
    expect((await validation(customerId, orderId)).outcome).toBe('NOT_VALIDATED');
    const hosted = await (await fetch(page)).text();
    expect(hosted).toContain('Riviera Football Club');
    expect(hosted).toMatch(/33,00\s€/);

    const back = await bed.pay(page, SUCCESS);
    expect(back.headers.get('location')).toBe(`${RETURN_URL}${orderId}`);
    expect(await validation(customerId, orderId)).toMatchObject({
      outcome: 'VALIDATED',
      extendedUntil: null,
      order: { status: 'CONFIRMED', hasTransactionInProgress: false },
      installments: [],
    });
    expect(await seat('r1-c3')).toEqual({ status: 'confirmed', order_id: orderId });
    expect(await paymentsOf(orderId)).toEqual([
      { status: 'succeeded', provider: 'sandbox', amount_cents: 3300 },
    ]);
    const queued = await mails(orderId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ template: 'order-confirmed', locale: 'fr' });

    // The same event delivered again (a retry, or a replay signed afresh): no second effect.
    const delivery = bed.sandbox
      .deliveries()
      .find((d) => 'sessionId' in d.event.data && d.event.data.sessionId === page.split('/').pop());
    const body = JSON.stringify(delivery?.event);
    const resend = await fetch(bed.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(bed.sandbox.webhookSecret, Math.floor(Date.now() / 1000), body),
      },
      body,
    });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await mails(orderId)).toHaveLength(1);
    // A confirmed order has no checkout to start.
    expect((await bed.errorOf(START_CHECKOUT, checkout(customerId, orderId))).code).toBe('ORDER_NOT_ON_HOLD');
  });

  it('refuses webhooks with a bad signature or an old timestamp, and changes nothing', async () => {
    const { customerId, order } = await bed.order('r1-c4');
    const page = await start(customerId, order.orderId);
    const sessionId = page.split('/').pop() ?? '';
    const payment = (
      await bed.orders.rows<{ id: string }>(`select id from payments where order_id = $1`, [order.orderId])
    )[0];
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId,
        reference: payment?.id,
        amount: 3300,
        currency: 'EUR',
        metadata: { tenantId: 'riviera', orderId: order.orderId, paymentId: payment?.id },
        paymentMethodId: null,
        failureReason: null,
      },
    });
    const now = Math.floor(Date.now() / 1000);
    const post = (header: string | undefined) =>
      fetch(bed.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header ? { [SIGNATURE_HEADER]: header } : {}) },
        body,
      });
    expect((await post(signatureHeader('not-the-secret', now, body))).status).toBe(400);
    // The development secret published in the repository signs nothing this API takes (its own
    // secret differs, as npm start's does): a self-signed "paid" notice confirms nothing.
    expect((await post(signatureHeader(DEV_SANDBOX_WEBHOOK_SECRET, now, body))).status).toBe(400);
    expect((await post(undefined)).status).toBe(400);
    expect((await post(signatureHeader(bed.sandbox.webhookSecret, now - 600, body))).status).toBe(400);
    expect((await post(`t=${now},v1=${'0'.repeat(64)}`)).status).toBe(400);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'onhold',
      has_transaction_in_progress: true,
    });
    expect(await seat('r1-c4')).toEqual({ status: 'onhold', order_id: order.orderId });
    expect(await bed.orders.rows(`select 1 from payment_events where event_id = 'evt_forged'`)).toEqual([]);
    // Other providers have no endpoint.
    expect(
      (await fetch(`${bed.services.webhookBaseUrl}/webhooks/payments/other`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('refuses a notice nested 7,000 levels deep 400, signed or not, and changes nothing', async () => {
    const { customerId, order } = await bed.order('r1-c9');
    await start(customerId, order.orderId);
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    const body = JSON.stringify({
      id: 'evt_deep',
      type: 'checkout.session.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { metadata: { tenantId: 'riviera', orderId: order.orderId }, amount: 3300, currency: 'EUR' },
    }).replace('"amount":3300', `"amount":3300,"extra":${deep}`);
    const now = Math.floor(Date.now() / 1000);
    for (const header of [signatureHeader(bed.sandbox.webhookSecret, now, body), undefined]) {
      const answer = await fetch(bed.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header ? { [SIGNATURE_HEADER]: header } : {}) },
        body,
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: 'The body is nested deeper than 32 levels.' });
    }
    expect(await bed.orders.rows(`select 1 from payment_events where event_id = 'evt_deep'`)).toEqual([]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'onhold' });
  });

  it('declines: PAYMENT_ERROR, the seats stay held until the expiry, and a new checkout can start', async () => {
    const { customerId, order } = await bed.order('r1-c5');
    const page = await start(customerId, order.orderId);
    await bed.pay(page, DECLINED);
    expect(await validation(customerId, order.orderId)).toMatchObject({
      outcome: 'PAYMENT_ERROR',
      order: { status: 'ONHOLD', hasTransactionInProgress: false },
    });
    expect(await seat('r1-c5')).toEqual({ status: 'onhold', order_id: order.orderId });
    // A retry comes later than the declined attempt (the pinned clock would make them simultaneous).
    bed.orders.clock.advance(MINUTE);
    try {
      const again = await start(customerId, order.orderId);
      expect(again).not.toBe(page);
      await bed.pay(again, SUCCESS);
      expect((await validation(customerId, order.orderId)).outcome).toBe('VALIDATED');
      expect((await paymentsOf(order.orderId)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
    } finally {
      bed.orders.clock.advance(-MINUTE);
    }
  });

  it('pending at the bank: the order is kept 48 hours, the sweeper leaves it, then it succeeds', async () => {
    const { customerId, order } = await bed.order('r1-c6');
    const page = await start(customerId, order.orderId);
    await bed.pay(page, PENDING);
    const now = bed.orders.clock.now();
    const extended = new Date(now.getTime() + PENDING_EXTENSION_MS).toISOString();
    expect(await validation(customerId, order.orderId)).toMatchObject({
      outcome: 'PAYMENT_IN_PROGRESS',
      extendedUntil: extended,
      order: { status: 'ONHOLD', hasTransactionInProgress: true, expiryDatetime: extended },
    });
    bed.orders.clock.advance(60 * MINUTE);
    try {
      await bed.orders.sweeper.runOnce();
      expect(await seat('r1-c6')).toEqual({ status: 'onhold', order_id: order.orderId });
      expect(await bed.sandbox.settlePending(page.split('/').pop() ?? '')).toBe(true);
      expect((await validation(customerId, order.orderId)).outcome).toBe('VALIDATED');
      expect(await seat('r1-c6')).toEqual({ status: 'confirmed', order_id: order.orderId });
    } finally {
      bed.orders.clock.advance(-60 * MINUTE);
    }
  });

  it('a payment arriving after the order was swept re-holds free seats, or is refunded', async () => {
    const first = await bed.order('r1-d1');
    const second = await bed.order('r1-d2');
    const firstPage = await start(first.customerId, first.order.orderId);
    const secondPage = await start(second.customerId, second.order.orderId);
    bed.orders.clock.advance(16 * MINUTE);
    try {
      expect((await validation(first.customerId, first.order.orderId)).outcome).toBe('EXPIRED');
      await bed.orders.sweeper.runOnce();
      expect(await seat('r1-d1')).toEqual({ status: 'available', order_id: null });

      // Still free: taken again and confirmed.
      await bed.pay(firstPage, SUCCESS);
      expect((await validation(first.customerId, first.order.orderId)).outcome).toBe('VALIDATED');
      expect(await seat('r1-d1')).toEqual({ status: 'confirmed', order_id: first.order.orderId });
      expect(await mails(first.order.orderId)).toHaveLength(1);

      // Taken by someone else meanwhile: the money goes back, the order stays expired.
      const rival = await bed.order('r1-d2');
      await bed.pay(secondPage, SUCCESS);
      expect((await validation(second.customerId, second.order.orderId)).outcome).toBe('EXPIRED');
      expect(await seat('r1-d2')).toEqual({ status: 'onhold', order_id: rival.order.orderId });
      expect((await paymentsOf(second.order.orderId)).map((p) => p.status)).toEqual(['refunded']);
      const refunds = await bed.orders.rows<{ amount_cents: number; reason: string }>(
        `select r.amount_cents, r.reason from refunds r join payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
         where p.order_id = $1`,
        [second.order.orderId],
      );
      expect(refunds).toEqual([{ amount_cents: 3300, reason: 'seats_unavailable' }]);
      expect(bed.sandbox.refunds().filter((r) => r.amount === 3300)).toHaveLength(1);
      expect(await mails(second.order.orderId)).toEqual([]);
    } finally {
      bed.orders.clock.advance(-16 * MINUTE);
    }
  });

  it('refunds a payment for an order whose tickets changed while the fan was paying', async () => {
    const customerId = await bed.orders.customer();
    const { createOrderWithTickets: order } = await bed.orders.data<{ createOrderWithTickets: OrderData }>(
      CREATE_ORDER,
      {
        customerId,
        input: {
          eventId: 'match-open',
          tickets: [
            { blockId: 'R1', seatId: 'r1-e5', productId: 'full' },
            { blockId: 'R1', seatId: 'r1-e6', productId: 'full' },
          ],
        },
      },
    );
    await bed.nameHolders(customerId, order);
    const page = await start(customerId, order.orderId);
    const keep = order.ticketGroups
      .flatMap((g) => g.seatTickets)
      .filter((t) => t.seatInfo.seatId === 'r1-e5');
    const cards = order.ticketGroups.flatMap((g) => g.ancillaryTickets);
    await bed.orders.data(UPDATE_TICKETS, {
      customerId,
      orderId: order.orderId,
      ticketIds: keep.map((t) => t.id),
      ticketAncillaryIds: cards.map((a) => a.id),
    });
    await bed.pay(page, SUCCESS);
    expect(await paymentsOf(order.orderId)).toEqual([
      { status: 'refunded', provider: 'sandbox', amount_cents: 6300 },
    ]);
    expect(await validation(customerId, order.orderId)).toMatchObject({
      outcome: 'NOT_VALIDATED',
      order: { status: 'ONHOLD', hasTransactionInProgress: false },
    });
    expect(await seat('r1-e5')).toEqual({ status: 'onhold', order_id: order.orderId });
  });

  it('confirms a free order at once, without the provider', async () => {
    const { customerId, order } = await bed.order('r1-e1', { club: 'north-end', productId: 'child' });
    const sessionsBefore = bed.sandbox.deliveries().length;
    const { startCheckout } = await bed.data<{ startCheckout: { redirectUrl: string } }>(
      START_CHECKOUT,
      {
        ...checkout(customerId, order.orderId),
        returnUrl: `http://north-end.localhost:3000/validation?orderId=${order.orderId}`,
      },
      { club: 'north-end' },
    );
    expect(startCheckout.redirectUrl).toBe(
      `http://north-end.localhost:3000/validation?orderId=${order.orderId}`,
    );
    expect(
      (
        await bed.data<{ orderValidation: ValidationData }>(
          ORDER_VALIDATION,
          { customerId, orderId: order.orderId },
          { club: 'north-end' },
        )
      ).orderValidation.outcome,
    ).toBe('VALIDATED');
    expect(await paymentsOf(order.orderId)).toEqual([
      { status: 'succeeded', provider: 'free', amount_cents: 0 },
    ]);
    expect(bed.sandbox.deliveries()).toHaveLength(sessionsBefore);
    expect((await mails(order.orderId)).map((m) => m.template)).toEqual(['order-confirmed']);
  });
});

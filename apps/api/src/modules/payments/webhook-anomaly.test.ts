import { signatureHeader, SIGNATURE_HEADER } from '@stadio/payment-sandbox/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_TICKETS, CREATE_ORDER, type OrderData } from '../orders/test-fixtures/order-operations';
import { START_CHECKOUT } from './test-fixtures/payment-operations';
import { RETURN_URL, startPaymentsTestbed, type PaymentsTestbed } from './test-fixtures/payments-testbed';

describe('a signed notice of success for another amount', () => {
  let bed: PaymentsTestbed;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  it('is answered 200 once, records an anomaly, and neither confirms nor refunds', async () => {
    const { customerId, order } = await bed.order('r1-c3');
    const { orderId } = order;
    const { startCheckout } = await bed.data<{ startCheckout: { redirectUrl: string } }>(START_CHECKOUT, {
      customerId,
      orderId,
      numberOfInstallments: 1,
      promoCodeIds: [],
      termsAccepted: true,
      returnUrl: `${RETURN_URL}${orderId}`,
    });
    const sessionId = startCheckout.redirectUrl.split('/').pop() ?? '';
    const [payment] = await bed.orders.rows<{ id: string }>(`select id from payments where order_id = $1`, [
      orderId,
    ]);
    // Never paid at the provider: a refund of it would be refused there.
    const body = JSON.stringify({
      id: 'evt_wrong_amount',
      type: 'checkout.session.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId,
        reference: payment?.id,
        amount: 1,
        currency: 'EUR',
        metadata: { tenantId: 'riviera', orderId, paymentId: payment?.id },
        paymentMethodId: null,
        failureReason: null,
      },
    });
    const deliver = () =>
      fetch(bed.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(bed.sandbox.webhookSecret, Math.floor(Date.now() / 1000), body),
        },
        body,
      });
    const first = await deliver();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, result: 'anomaly' });
    expect(
      await bed.orders.rows(`select kind, details from order_anomalies where order_id = $1`, [orderId]),
    ).toEqual([
      {
        kind: 'transaction_details_unbalanced',
        details: { eventId: 'evt_wrong_amount', askedCents: 3300, notifiedCents: 1 },
      },
    ]);
    expect(
      await bed.orders.rows(`select status, has_transaction_in_progress from orders where id = $1`, [
        orderId,
      ]),
    ).toEqual([{ status: 'onhold', has_transaction_in_progress: false }]);
    expect(await bed.orders.rows(`select status from payments where order_id = $1`, [orderId])).toEqual([
      { status: 'created' },
    ]);
    expect(await bed.orders.rows(`select 1 from refunds where payment_id = $1`, [payment?.id])).toEqual([]);

    const again = await deliver();
    expect(await again.json()).toEqual({ received: true, result: 'duplicate' });
    expect(
      await bed.orders.rows(`select 1 from order_anomalies where order_id = $1`, [orderId]),
    ).toHaveLength(1);
  });

  it('records an anomaly and answers 200 when the provider refuses the refund of a changed order', async () => {
    const customerId = await bed.orders.customer();
    const { createOrderWithTickets: order } = await bed.orders.data<{ createOrderWithTickets: OrderData }>(
      CREATE_ORDER,
      {
        customerId,
        input: {
          eventId: 'match-open',
          tickets: [
            { blockId: 'R1', seatId: 'r1-e7', productId: 'full' },
            { blockId: 'R1', seatId: 'r1-e8', productId: 'full' },
          ],
        },
      },
    );
    await bed.nameHolders(customerId, order);
    const { startCheckout } = await bed.data<{ startCheckout: { redirectUrl: string } }>(START_CHECKOUT, {
      customerId,
      orderId: order.orderId,
      numberOfInstallments: 1,
      promoCodeIds: [],
      termsAccepted: true,
      returnUrl: `${RETURN_URL}${order.orderId}`,
    });
    const sessionId = startCheckout.redirectUrl.split('/').pop() ?? '';
    const [payment] = await bed.orders.rows<{ id: string; amount_cents: number }>(
      `select id, amount_cents from payments where order_id = $1`,
      [order.orderId],
    );
    // One seat dropped while the fan was on the provider's page: what is paid is not this order.
    const keep = order.ticketGroups
      .flatMap((g) => g.seatTickets)
      .filter((t) => t.seatInfo.seatId === 'r1-e7');
    await bed.orders.data(UPDATE_TICKETS, {
      customerId,
      orderId: order.orderId,
      ticketIds: keep.map((t) => t.id),
      ticketAncillaryIds: order.ticketGroups.flatMap((g) => g.ancillaryTickets).map((a) => a.id),
    });
    // A notice of success for a session the sandbox never took money for: it refuses the refund.
    const body = JSON.stringify({
      id: 'evt_unpaid_changed',
      type: 'checkout.session.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId,
        reference: payment?.id,
        amount: payment?.amount_cents,
        currency: 'EUR',
        metadata: { tenantId: 'riviera', orderId: order.orderId, paymentId: payment?.id },
        paymentMethodId: null,
        failureReason: null,
      },
    });
    const answer = await fetch(bed.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signatureHeader(bed.sandbox.webhookSecret, Math.floor(Date.now() / 1000), body),
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, result: 'anomaly' });
    expect(
      await bed.orders.rows(`select kind from order_anomalies where order_id = $1`, [order.orderId]),
    ).toEqual([{ kind: 'refund_required' }]);
    expect(
      await bed.orders.rows(`select status, has_transaction_in_progress from orders where id = $1`, [
        order.orderId,
      ]),
    ).toEqual([{ status: 'onhold', has_transaction_in_progress: false }]);
  });
});

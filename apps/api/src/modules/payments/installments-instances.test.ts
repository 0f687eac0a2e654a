import { createDb, type DbHandle } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfDayInZone } from './club-calendar';
import { createInstallmentCharger } from './installment-charger';
import type { PaymentProvider } from './payment-provider';
import { START_CHECKOUT } from './test-fixtures/payment-operations';
import {
  INSTALMENTS_IN_3,
  RETURN_URL,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from './test-fixtures/payments-testbed';

/**
 * Holds each charge until another charger's charge joins it (or a moment passes, for the last one),
 * so the two instances' passes overlap for certain instead of by luck of timing.
 */
function meetingPoint(): () => Promise<void> {
  let waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= 2) {
        for (const release of waiting) release();
        waiting = [];
      } else setTimeout(resolve, 1_000);
    });
}

/** The real sandbox provider, counting the charges asked of it per instalment reference. */
function countingCharges(
  provider: PaymentProvider,
  counts: Map<string, number>,
  meet: () => Promise<void>,
): PaymentProvider {
  return {
    name: provider.name,
    webhookPath: provider.webhookPath,
    createCheckoutSession: (input) => provider.createCheckoutSession(input),
    chargeSavedMethod: async (input) => {
      counts.set(input.reference, (counts.get(input.reference) ?? 0) + 1);
      await meet();
      return provider.chargeSavedMethod(input);
    },
    refund: (input) => provider.refund(input),
    verifyWebhook: (rawBody, headers, now) => provider.verifyWebhook(rawBody, headers, now),
  };
}

// Every API instance runs the instalment job (ADR 0023): two of them on their own pools, at once.
describe('instalments charged by two API instances at once', () => {
  let bed: PaymentsTestbed;
  let secondInstance: DbHandle;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    secondInstance = createDb(String(bed.orders.handle.pool.options.connectionString), { max: 5 });
  });
  afterAll(async () => {
    await secondInstance.close();
    await bed.close();
  });

  it('charges each due instalment once', async () => {
    const orderIds: string[] = [];
    for (const seatId of ['r1-a1', 'r1-a2', 'r1-a3', 'r1-a4', 'r1-a5', 'r1-a6']) {
      const { customerId, order } = await bed.order(seatId);
      const { startCheckout } = await bed.data<{ startCheckout: { redirectUrl: string } }>(
        START_CHECKOUT,
        {
          customerId,
          orderId: order.orderId,
          numberOfInstallments: 3,
          promoCodeIds: [],
          termsAccepted: true,
          returnUrl: `${RETURN_URL}${order.orderId}`,
        },
        INSTALMENTS_IN_3,
      );
      expect((await bed.pay(startCheckout.redirectUrl, '4242 4242 4242 4242')).status).toBe(303);
      orderIds.push(order.orderId);
    }
    // The webhooks confirmed every order and paid every first instalment.
    await expect
      .poll(async () =>
        bed.orders.rows<{ n: number }>(
          `select count(*)::int as n from installments i join payments p on p.tenant_id = i.tenant_id and p.id = i.payment_id
           where p.order_id = any($1) and i.rank = 1 and i.status = 'paid'`,
          [orderIds],
        ),
      )
      .toEqual([{ n: orderIds.length }]);

    const start = bed.orders.clock.now();
    bed.orders.clock.set(startOfDayInZone('2030-07-01', 'Europe/Paris'));
    try {
      const counts = new Map<string, number>();
      const meet = meetingPoint();
      // Both instances have their connection open before they start, as running servers do.
      await Promise.all([bed.orders.db.execute('select 1'), secondInstance.db.execute('select 1')]);
      const logger = createLogger('installments-test', { level: 'silent' });
      const chargers = [bed.orders.db, secondInstance.db].map((db) =>
        createInstallmentCharger({
          db,
          payments: countingCharges(bed.services.provider, counts, meet),
          logger,
          now: bed.orders.clock.now,
          batchSize: 1,
        }),
      );
      const reports = await Promise.all(chargers.map((charger) => charger.runOnce()));
      expect(reports.reduce((sum, report) => sum + report.paid, 0)).toBe(orderIds.length);
      expect(reports.every((report) => report.retried === 0 && report.failed === 0)).toBe(true);
      expect(counts.size).toBe(orderIds.length);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      const second = await bed.orders.rows<{ status: string; attempts: number }>(
        `select i.status, i.attempts from installments i join payments p on p.tenant_id = i.tenant_id and p.id = i.payment_id
         where p.order_id = any($1) and i.rank = 2`,
        [orderIds],
      );
      expect(second).toEqual(orderIds.map(() => ({ status: 'paid', attempts: 1 })));
    } finally {
      bed.orders.clock.set(start);
    }
  });
});

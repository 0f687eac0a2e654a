import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLMENT_RETRY_DELAYS_MS } from './charge-due-installments';
import { startOfDayInZone } from './club-calendar';
import { ORDER_VALIDATION, PAYMENT_OPTIONS, type ValidationData } from './test-fixtures/payment-operations';
import {
  INSTALMENTS_IN_3,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from './test-fixtures/payments-testbed';

describe('instalment payments', () => {
  let bed: PaymentsTestbed;
  beforeAll(async () => {
    bed = await startPaymentsTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const schedule = (orderId: string) =>
    bed.orders.rows<{ rank: number; status: string; attempts: number; next_attempt_at: Date | null }>(
      `select i.rank, i.status, i.attempts, i.next_attempt_at from installments i
       join payments p on p.tenant_id = i.tenant_id and p.id = i.payment_id
       where p.order_id = $1 order by i.rank`,
      [orderId],
    );

  it('charges the first instalment at checkout and the next ones when due, retrying declines with backoff', async () => {
    const { customerId, order } = await bed.order('r1-a5');
    const orderId = order.orderId;
    // 30 € + the 3 € card = 33 € in 3: 11 € each (today is 1 June 2030 in Paris).
    const options = await bed.data<{
      paymentOptions: { installmentPlans: Array<{ numberOfInstallments: number; installments: unknown[] }> };
    }>(PAYMENT_OPTIONS, { customerId, orderId, promoCodeIds: [] }, INSTALMENTS_IN_3);
    expect(options.paymentOptions.installmentPlans).toEqual([
      {
        numberOfInstallments: 3,
        installments: [
          { rank: 1, dueDate: '2030-06-01', amount: 1100, status: 'SCHEDULED' },
          { rank: 2, dueDate: '2030-07-01', amount: 1100, status: 'SCHEDULED' },
          { rank: 3, dueDate: '2030-08-01', amount: 1100, status: 'SCHEDULED' },
        ],
      },
    ]);

    const redirectUrl = await bed.checkout(customerId, orderId, {
      ...INSTALMENTS_IN_3,
      numberOfInstallments: 3,
    });
    const sessionId = redirectUrl.split('/').pop() ?? '';
    // The hosted page takes the first instalment and keeps the card.
    expect(bed.sandbox.session(sessionId)).toMatchObject({ amount: 1100, savePaymentMethod: true });
    await bed.pay(redirectUrl, '4242 4242 4242 4242');
    const methodId = bed.sandbox.session(sessionId)?.paymentMethodId ?? '';
    expect(methodId).toMatch(/^pm_/);

    const validation = async () =>
      (await bed.data<{ orderValidation: ValidationData }>(ORDER_VALIDATION, { customerId, orderId }))
        .orderValidation;
    expect(await validation()).toMatchObject({
      outcome: 'VALIDATED',
      installments: [
        { rank: 1, dueDate: '2030-06-01', amount: 1100, status: 'PAID' },
        { rank: 2, dueDate: '2030-07-01', amount: 1100, status: 'SCHEDULED' },
        { rank: 3, dueDate: '2030-08-01', amount: 1100, status: 'SCHEDULED' },
      ],
    });

    const start = bed.orders.clock.now();
    try {
      // Nothing is due before 1 July in Paris.
      bed.orders.clock.set(new Date(startOfDayInZone('2030-07-01', 'Europe/Paris').getTime() - 1000));
      expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 });
      bed.orders.clock.set(startOfDayInZone('2030-07-01', 'Europe/Paris'));
      expect(await bed.charger.runOnce()).toEqual({ paid: 1, retried: 0, failed: 0, awaitingCustomer: 0 });
      expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 });

      // The card is declined on 1 August: retried a day later, then it goes through.
      bed.sandbox.setChargesSucceed(methodId, false);
      const august = startOfDayInZone('2030-08-01', 'Europe/Paris');
      bed.orders.clock.set(august);
      expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 1, failed: 0, awaitingCustomer: 0 });
      const retry = new Date(august.getTime() + (INSTALLMENT_RETRY_DELAYS_MS[0] ?? 0));
      expect((await schedule(orderId))[2]).toMatchObject({
        status: 'scheduled',
        attempts: 1,
        next_attempt_at: retry,
      });
      bed.sandbox.setChargesSucceed(methodId, true);
      bed.orders.clock.set(new Date(retry.getTime() - 1000));
      expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 });
      bed.orders.clock.set(retry);
      expect(await bed.charger.runOnce()).toEqual({ paid: 1, retried: 0, failed: 0, awaitingCustomer: 0 });
      expect((await validation()).installments.map((i) => i.status)).toEqual(['PAID', 'PAID', 'PAID']);
    } finally {
      bed.orders.clock.set(start);
    }
  });

  it('fails an instalment whose card is declined on every retry', async () => {
    const { customerId, order } = await bed.order('r1-a6');
    const redirectUrl = await bed.checkout(customerId, order.orderId, {
      ...INSTALMENTS_IN_3,
      numberOfInstallments: 3,
    });
    // This test card pays the checkout and declines every later charge.
    await bed.pay(redirectUrl, '4000 0000 0000 0341');
    const start = bed.orders.clock.now();
    try {
      let at = startOfDayInZone('2030-07-01', 'Europe/Paris');
      for (const delay of INSTALLMENT_RETRY_DELAYS_MS) {
        bed.orders.clock.set(at);
        expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 1, failed: 0, awaitingCustomer: 0 });
        at = new Date(at.getTime() + delay);
      }
      bed.orders.clock.set(at);
      expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 1, awaitingCustomer: 0 });
      expect((await schedule(order.orderId))[1]).toMatchObject({
        status: 'failed',
        attempts: INSTALLMENT_RETRY_DELAYS_MS.length + 1,
        next_attempt_at: null,
      });
    } finally {
      bed.orders.clock.set(start);
    }
  });
});

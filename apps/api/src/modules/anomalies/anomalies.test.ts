import { signatureHeader, SIGNATURE_HEADER } from '@stadio/payment-sandbox/protocol';
import type { StaffRole } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLMENT_RETRY_DELAYS_MS } from '../payments/charge-due-installments';
import { startOfDayInZone } from '../payments/club-calendar';
import {
  INSTALMENTS_IN_3,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-fixtures/payments-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { poolOf } from '../../database/sql-client';
import { recordAnomaly } from './record-anomaly';

const SUCCESS = '4242 4242 4242 4242';
/** Pays the checkout and declines every later charge (sandbox test card). */
const LATER_DECLINED = '4000 0000 0000 0341';

const LIST = `query ($session: StaffSessionInput!, $filter: OrderAnomalyFilter) {
  staffAnomalies(session: $session, filter: $filter) {
    id orderId paymentId code status details createdAt updatedAt history { action staffEmail } } }`;
const UPDATE = `mutation ($session: StaffSessionInput!, $anomalyId: ID!, $status: OrderAnomalyStatus!) {
  staffUpdateAnomaly(session: $session, anomalyId: $anomalyId, status: $status) {
    id status history { action staffEmail } } }`;

interface Listed {
  id: string;
  orderId: string;
  code: string;
  status: string;
  details: string;
  history: Array<{ action: string; staffEmail: string | null }>;
}

describe('order anomalies: detection and the ticket office (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  const staff = new Map<string, CreatedStaff>();
  const rows = <T>(text: string, values: unknown[] = []) => bed.orders.rows<T>(text, values);
  const anomaliesOf = (orderId: string) =>
    rows<{ id: string; kind: string; status: string; payment_id: string | null; details: unknown }>(
      `select id, kind, status, payment_id, details from order_anomalies where order_id = $1 order by created_at, id`,
      [orderId],
    );
  const as = (name: string) => {
    const account = staff.get(name);
    if (!account) throw new Error(`no ${name}`);
    return { staffId: account.id, epoch: 0 };
  };

  /** Starts paying `orderId`; the sandbox session id and the payment. */
  const checkout = async (customerId: string, orderId: string, numberOfInstallments = 1) => {
    const redirectUrl = await bed.checkout(customerId, orderId, {
      ...(numberOfInstallments > 1 ? INSTALMENTS_IN_3 : {}),
      numberOfInstallments,
    });
    const [payment] = await rows<{ id: string; amount_cents: number }>(
      `select id, amount_cents from payments where order_id = $1 order by created_at desc limit 1`,
      [orderId],
    );
    if (!payment) throw new Error('no payment');
    return { redirectUrl, sessionId: redirectUrl.split('/').pop() ?? '', payment };
  };

  /** A signed provider notice, as the sandbox would send it. */
  const notify = async (input: {
    eventId: string;
    type: 'checkout.session.succeeded' | 'checkout.session.failed';
    sessionId: string;
    paymentId: string;
    orderId: string;
    amount: number;
    paymentMethodId?: string | null;
  }) => {
    const body = JSON.stringify({
      id: input.eventId,
      type: input.type,
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId: input.sessionId,
        reference: input.paymentId,
        amount: input.amount,
        currency: 'EUR',
        metadata: { tenantId: 'riviera', orderId: input.orderId, paymentId: input.paymentId },
        paymentMethodId: input.paymentMethodId ?? null,
        failureReason: input.type === 'checkout.session.failed' ? 'card_declined' : null,
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
    return ((await answer.json()) as { result: string }).result;
  };

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    const accounts: Array<[string, string, StaffRole]> = [
      ['office', 'riviera', 'ticket_office'],
      ['admin', 'riviera', 'admin'],
      ['superadmin', 'riviera', 'superadmin'],
      ['crm', 'riviera', 'crm'],
      ['security', 'riviera', 'security'],
      ['customer', 'riviera', 'customer'],
      ['north-admin', 'north-end', 'admin'],
    ];
    for (const [name, clubSlug, role] of accounts)
      staff.set(
        name,
        await createStaff(bed.orders.db, {
          clubSlug,
          email: `${name}@anomalies.example`,
          role,
          passwordCost: TEST_PASSWORD_COST,
          now: bed.orders.clock.now(),
        }),
      );
  });
  afterAll(async () => {
    await bed?.close();
  });

  describe('detection', () => {
    it('installment_not_paid: once, by the instalment job after the last retry, however often it runs', async () => {
      const { customerId, order } = await bed.order('r1-a6');
      const { redirectUrl } = await checkout(customerId, order.orderId, 3);
      await bed.pay(redirectUrl, LATER_DECLINED);
      const start = bed.orders.clock.now();
      try {
        let at = startOfDayInZone('2030-07-01', 'Europe/Paris');
        for (const delay of INSTALLMENT_RETRY_DELAYS_MS) {
          bed.orders.clock.set(at);
          expect(await bed.charger.runOnce()).toEqual({
            paid: 0,
            retried: 1,
            failed: 0,
            awaitingCustomer: 0,
          });
          // Retries still pending: nothing for the ticket office yet.
          expect(await anomaliesOf(order.orderId)).toEqual([]);
          at = new Date(at.getTime() + delay);
        }
        bed.orders.clock.set(at);
        expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 1, awaitingCustomer: 0 });
        expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 });
        bed.orders.clock.set(new Date(at.getTime() + 60 * 60 * 1000));
        await bed.charger.runOnce();
        const found = await anomaliesOf(order.orderId);
        expect(found).toEqual([
          expect.objectContaining({
            kind: 'installment_not_paid',
            status: 'open',
            details: expect.objectContaining({ rank: 2, amountCents: 1100, attempts: 4 }),
          }),
        ]);
        // The same finding again (another process, a later rank's failure of the same kind) adds nothing.
        const again = await recordAnomaly(poolOf(bed.orders.db), {
          tenantId: 'riviera',
          orderId: order.orderId,
          paymentId: null,
          code: 'installment_not_paid',
          details: {},
          now: at,
        });
        expect(again).toBe(false);
        expect(await anomaliesOf(order.orderId)).toHaveLength(1);
      } finally {
        bed.orders.clock.set(start);
      }
    });

    it('overpaid_transaction_not_refunded: money for a cancelled order whose refund the provider refuses, once', async () => {
      const { customerId, order } = await bed.order('r1-b1');
      const { sessionId, payment } = await checkout(customerId, order.orderId);
      const cancel = `mutation ($customerId: ID!, $orderId: ID!) { cancelOrder(customerId: $customerId, orderId: $orderId) }`;
      expect((await bed.gql(cancel, { customerId, orderId: order.orderId })).errors).toBeUndefined();
      // Never paid at the sandbox, so it refuses the refund.
      const notice = {
        type: 'checkout.session.succeeded' as const,
        sessionId,
        paymentId: payment.id,
        orderId: order.orderId,
        amount: payment.amount_cents,
      };
      expect(await notify({ ...notice, eventId: 'evt_overpaid_1' })).toBe('anomaly');
      expect(await notify({ ...notice, eventId: 'evt_overpaid_1' })).toBe('duplicate');
      // Another delivery of the same money: the payment is settled already, nothing more to record.
      expect(await notify({ ...notice, eventId: 'evt_overpaid_2' })).toBe('applied');
      expect(await anomaliesOf(order.orderId)).toEqual([
        expect.objectContaining({
          kind: 'overpaid_transaction_not_refunded',
          payment_id: payment.id,
          details: expect.objectContaining({ eventId: 'evt_overpaid_1', reason: 'order_closed' }),
        }),
      ]);
    });

    it('wrong_status: money taken on a payment already failed, once', async () => {
      const { customerId, order } = await bed.order('r1-b2');
      const { sessionId, payment } = await checkout(customerId, order.orderId);
      const base = { sessionId, paymentId: payment.id, orderId: order.orderId, amount: payment.amount_cents };
      expect(await notify({ ...base, type: 'checkout.session.failed', eventId: 'evt_ws_failed' })).toBe(
        'applied',
      );
      expect(await notify({ ...base, type: 'checkout.session.succeeded', eventId: 'evt_ws_ok_1' })).toBe(
        'anomaly',
      );
      expect(await notify({ ...base, type: 'checkout.session.succeeded', eventId: 'evt_ws_ok_2' })).toBe(
        'anomaly',
      );
      expect(await anomaliesOf(order.orderId)).toEqual([
        expect.objectContaining({
          kind: 'wrong_status',
          details: expect.objectContaining({ paymentStatus: 'failed' }),
        }),
      ]);
      expect(await rows(`select status from orders where id = $1`, [order.orderId])).toEqual([
        { status: 'onhold' },
      ]);
    });

    it('payment_required: a plan confirmed without a saved card for its later instalments', async () => {
      const { customerId, order } = await bed.order('r1-b3');
      const { sessionId, payment } = await checkout(customerId, order.orderId, 3);
      const result = await notify({
        type: 'checkout.session.succeeded',
        eventId: 'evt_no_card',
        sessionId,
        paymentId: payment.id,
        orderId: order.orderId,
        amount: 1100,
        paymentMethodId: null,
      });
      expect(result).toBe('applied');
      expect(await rows(`select status from orders where id = $1`, [order.orderId])).toEqual([
        { status: 'confirmed' },
      ]);
      expect(await anomaliesOf(order.orderId)).toEqual([
        expect.objectContaining({
          kind: 'payment_required',
          details: expect.objectContaining({ unpaidCents: 2200 }),
        }),
      ]);
    });

    it('transaction_details_unbalanced: a plan whose instalments do not add up to the order, found at confirmation', async () => {
      const { customerId, order } = await bed.order('r1-b4');
      const { redirectUrl, payment } = await checkout(customerId, order.orderId, 3);
      // A schedule that lost a cent somewhere (what the check is there to catch).
      await rows(
        `update installments set amount_cents = amount_cents - 1 where payment_id = $1 and rank = 3`,
        [payment.id],
      );
      await bed.pay(redirectUrl, SUCCESS);
      await expect
        .poll(async () => (await anomaliesOf(order.orderId)).map((a) => a.kind))
        .toEqual(['transaction_details_unbalanced']);
      expect((await anomaliesOf(order.orderId))[0]?.details).toMatchObject({
        paymentCents: 3300,
        scheduledCents: 3299,
      });
      expect(await rows(`select status from orders where id = $1`, [order.orderId])).toEqual([
        { status: 'confirmed' },
      ]);
    });

    it('a paid order with nothing wrong has no anomaly', async () => {
      const { customerId, order } = await bed.order('r1-b5');
      const { redirectUrl } = await checkout(customerId, order.orderId, 3);
      await bed.pay(redirectUrl, SUCCESS);
      await expect
        .poll(
          async () =>
            (await rows<{ status: string }>(`select status from orders where id = $1`, [order.orderId]))[0]
              ?.status,
        )
        .toBe('confirmed');
      expect(await anomaliesOf(order.orderId)).toEqual([]);
    });
  });

  describe('the staff list and status changes', () => {
    const list = async (
      name: string,
      filter?: Record<string, unknown>,
      club: 'riviera' | 'north-end' = 'riviera',
    ) => bed.gql<{ staffAnomalies: Listed[] }>(LIST, { session: as(name), filter }, { club });
    const update = (
      name: string,
      anomalyId: string,
      status: string,
      club: 'riviera' | 'north-end' = 'riviera',
    ) => {
      // A second between changes, so the pinned clock still orders the history.
      bed.orders.clock.advance(1000);
      return bed.gql<{ staffUpdateAnomaly: Listed }>(
        UPDATE,
        { session: as(name), anomalyId, status },
        { club },
      );
    };
    const codeOf = (answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
      answer.errors?.[0]?.extensions?.code;

    it('lists the club’s anomalies with filters by code, status and day', async () => {
      const all = await list('office');
      expect(all.errors).toBeUndefined();
      const codes = all.data?.staffAnomalies.map((a) => a.code).sort();
      expect(codes).toEqual([
        'INSTALLMENT_NOT_PAID',
        'OVERPAID_TRANSACTION_NOT_REFUNDED',
        'PAYMENT_REQUIRED',
        'TRANSACTION_DETAILS_UNBALANCED',
        'WRONG_STATUS',
      ]);
      const byCode = await list('office', { code: 'WRONG_STATUS' });
      expect(byCode.data?.staffAnomalies.map((a) => a.code)).toEqual(['WRONG_STATUS']);
      expect(JSON.parse(byCode.data?.staffAnomalies[0]?.details ?? '{}')).toMatchObject({
        paymentStatus: 'failed',
      });
      expect((await list('office', { status: 'SOLVED' })).data?.staffAnomalies).toEqual([]);
      // The instalment one was found on a later (pinned) day than the others.
      const july = await list('office', { from: '2030-07-02' });
      expect(july.data?.staffAnomalies.map((a) => a.code)).toEqual(['INSTALLMENT_NOT_PAID']);
      const june = await list('office', { to: '2030-07-01' });
      expect(june.data?.staffAnomalies.map((a) => a.code)).not.toContain('INSTALLMENT_NOT_PAID');
      expect(june.data?.staffAnomalies).toHaveLength(4);
      expect(codeOf(await list('office', { from: '1 July' }))).toBe('BAD_USER_INPUT');
      // Not one of the schema's codes: refused by GraphQL before any resolver.
      expect((await list('office', { code: 'NOT_A_CODE' })).errors).toHaveLength(1);
      // The platform superadmin and the club's admin see them too.
      expect((await list('superadmin')).data?.staffAnomalies).toHaveLength(5);
      expect((await list('admin')).data?.staffAnomalies).toHaveLength(5);
    });

    it('moves an anomaly forward only, each change audited with before and after', async () => {
      const [target] = (await list('office', { code: 'WRONG_STATUS' })).data?.staffAnomalies ?? [];
      if (!target) throw new Error('no anomaly');
      expect((await update('office', target.id, 'ACKNOWLEDGED')).data?.staffUpdateAnomaly.status).toBe(
        'ACKNOWLEDGED',
      );
      // A double click: the same status, no second audit row.
      expect((await update('office', target.id, 'ACKNOWLEDGED')).data?.staffUpdateAnomaly.status).toBe(
        'ACKNOWLEDGED',
      );
      expect((await update('admin', target.id, 'IN_PROGRESS')).data?.staffUpdateAnomaly.status).toBe(
        'IN_PROGRESS',
      );
      expect(codeOf(await update('office', target.id, 'ACKNOWLEDGED'))).toBe('ANOMALY_STATUS_NOT_ALLOWED');
      const solved = await update('office', target.id, 'SOLVED');
      expect(solved.data?.staffUpdateAnomaly).toMatchObject({
        status: 'SOLVED',
        history: [
          { action: 'anomaly.status', staffEmail: 'office@anomalies.example' },
          { action: 'anomaly.status', staffEmail: 'admin@anomalies.example' },
          { action: 'anomaly.status', staffEmail: 'office@anomalies.example' },
        ],
      });
      expect(codeOf(await update('office', target.id, 'OPEN'))).toBe('ANOMALY_STATUS_NOT_ALLOWED');
      expect(
        await rows(
          `select staff_email, before->>'status' as before, after->>'status' as after, tenant_id
           from staff_audit_log where target_type = 'anomaly' and target_id = $1 order by created_at, id`,
          [target.id],
        ),
      ).toEqual([
        {
          staff_email: 'office@anomalies.example',
          before: 'open',
          after: 'acknowledged',
          tenant_id: 'riviera',
        },
        {
          staff_email: 'admin@anomalies.example',
          before: 'acknowledged',
          after: 'in_progress',
          tenant_id: 'riviera',
        },
        {
          staff_email: 'office@anomalies.example',
          before: 'in_progress',
          after: 'solved',
          tenant_id: 'riviera',
        },
      ]);
      // Solved: the same finding later is a new anomaly to look at.
      expect(
        await recordAnomaly(poolOf(bed.orders.db), {
          tenantId: 'riviera',
          orderId: target.orderId,
          paymentId: null,
          code: 'wrong_status',
          details: { again: true },
          now: bed.orders.clock.now(),
        }),
      ).toBe(true);
      expect((await anomaliesOf(target.orderId)).map((a) => a.status)).toEqual(['solved', 'open']);
    });

    it('another club neither sees nor changes them', async () => {
      const [target] = (await list('office', { code: 'PAYMENT_REQUIRED' })).data?.staffAnomalies ?? [];
      if (!target) throw new Error('no anomaly');
      const north = await list('north-admin', undefined, 'north-end');
      expect(north.errors).toBeUndefined();
      expect(north.data?.staffAnomalies).toEqual([]);
      expect(codeOf(await update('north-admin', target.id, 'ACKNOWLEDGED', 'north-end'))).toBe(
        'ANOMALY_NOT_FOUND',
      );
      // Its session at this club is no session here.
      expect(codeOf(await list('north-admin'))).toBe('STAFF_SESSION_ENDED');
      expect(codeOf(await update('north-admin', target.id, 'ACKNOWLEDGED'))).toBe('STAFF_SESSION_ENDED');
      expect((await anomaliesOf(target.orderId)).map((a) => a.status)).toEqual(['open']);
    });

    it('refuses roles without the anomaly permissions and fans', async () => {
      const [target] = (await list('office', { code: 'PAYMENT_REQUIRED' })).data?.staffAnomalies ?? [];
      if (!target) throw new Error('no anomaly');
      for (const name of ['crm', 'security', 'customer']) {
        expect(codeOf(await list(name))).toBe('STAFF_FORBIDDEN');
        expect(codeOf(await update(name, target.id, 'ACKNOWLEDGED'))).toBe('STAFF_FORBIDDEN');
      }
      // A fan has no staff session: their customer id is no staff account.
      const fan = await bed.orders.customer();
      const asFan = { staffId: fan, epoch: 0 };
      expect(codeOf(await bed.gql(LIST, { session: asFan }))).toBe('STAFF_SESSION_ENDED');
      expect(codeOf(await bed.gql(UPDATE, { session: asFan, anomalyId: target.id, status: 'SOLVED' }))).toBe(
        'STAFF_SESSION_ENDED',
      );
      expect((await anomaliesOf(target.orderId)).map((a) => a.status)).toEqual(['open']);
    });
  });
});

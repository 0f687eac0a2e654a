import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { TEST_CARDS } from '@stadio/payment-sandbox';
import { signatureHeader, SIGNATURE_HEADER } from '@stadio/payment-sandbox/protocol';
import { resolveTenantsDir, tenantSchema } from '@stadio/tenants';
import { createTicketKeyring } from '@stadio/ticket-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../test-support/call-graphql';
import { DEFAULT_IDENTITY_SETTINGS } from '../identity/identity-settings';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { TESTBED_TENANTS } from '../orders/test-fixtures/orders-testbed';
import type { PaymentServices } from '../payments/payment-provider';
import { START_CHECKOUT } from '../payments/test-fixtures/payment-operations';
import {
  RETURN_URL,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-fixtures/payments-testbed';
import type { CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { loadInvoiceFacts } from '../tickets/invoice-facts';
import { pdfText } from '../tickets/test-fixtures/pdf-inspection';
import { ticketFile } from '../tickets/ticket-files';
import { setTicketServices, type TicketServices } from '../tickets/ticket-services';
import { startProviderGate, type ProviderGate } from './test-fixtures/provider-gate';

const SUCCESS = TEST_CARDS.find((card) => card.behaviour === 'success')?.number ?? '';
const REFUND = `mutation ($session: StaffSessionInput!, $orderId: ID!, $ticketId: ID!, $reason: TicketRefundReason!) {
  counterRefundTicket(session: $session, orderId: $orderId, ticketId: $ticketId, reason: $reason) {
    orderId status creditNotes { id number invoiceNumber reason amount } } }`;
const CANCEL = `mutation ($session: StaffSessionInput!, $orderId: ID!) { staffCancelOrder(session: $session, orderId: $orderId) {
  status creditNotes { number reason amount } } }`;
const MINE = `query ($customerId: ID!) { myCreditNotes(customerId: $customerId) { id number orderId invoiceNumber amount reason } }`;

// Riviera invoicing at 5.5 % VAT with its prefix, as the club's file says.
const riviera = tenantSchema.parse({
  ...TESTBED_TENANTS.riviera,
  invoicing: {
    legalName: 'SASP Riviera',
    address: ['Stade des Pins', '06000 Nice'],
    vatRateBasisPoints: 550,
    numberPrefix: 'ORC',
  },
});

describe('refunds and credit notes (PostgreSQL, sandbox provider behind a gate)', () => {
  let bed: PaymentsTestbed;
  let gate: ProviderGate;
  let keysDir: string;
  let ticketServices: TicketServices;
  const staff = new Map<StaffRole, CreatedStaff>();
  const yoga = createGraphQLHandler(createLogger('refunds-test', { level: 'silent' }));

  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    services?: PaymentServices,
  ): Promise<GraphQLAnswer<T>> =>
    callGraphQL<T>(
      yoga,
      {
        tenant: riviera,
        db: bed.orders.db,
        logger: createLogger('refunds-test', { level: 'silent' }),
        requestId: 'test',
        now: bed.orders.clock.now,
        payments: services ?? gate.services,
        identity: { ...DEFAULT_IDENTITY_SETTINGS, passwordCost: TEST_PASSWORD_COST },
        clientAddress: '203.0.113.25',
      },
      query,
      variables,
    );
  const office = () => ({ staffId: staff.get('ticket_office')?.id, epoch: 0 });
  const rows = <T>(text: string, values: unknown[] = []) => bed.orders.rows<T>(text, values);
  const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;

  /** A fan's order of two seats of R1 at match-open paid at the sandbox, its invoice downloaded. */
  const invoicedOrder = async (seats: [string, string], locale = 'nl', invoiced = true) => {
    const customerId = await bed.orders.customer('riviera');
    await rows(`update customers set preferred_locale = $2 where id = $1`, [customerId, locale]);
    const order = await bed.orders.hold(
      customerId,
      'match-open',
      seats.map((seatId) => ({ blockId: 'R1', seatId, productId: 'full' })),
    );
    await bed.nameHolders(customerId, order);
    await bed.pay(await bed.checkout(customerId, order.orderId), SUCCESS);
    if (invoiced)
      expect(
        await loadInvoiceFacts(bed.orders.db, 'riviera', customerId, order.orderId, bed.orders.clock.now()),
      ).toBeDefined();
    const tickets = await rows<{ id: string; seat_id: string }>(
      `select id, seat_id from seat_tickets where order_id = $1 order by seat_id`,
      [order.orderId],
    );
    return { customerId, orderId: order.orderId, tickets };
  };
  const invoiceNumberOf = async (orderId: string) =>
    (await rows<{ number: number }>(`select number from invoices where order_id = $1`, [orderId]))[0]?.number;
  const creditNotePdf = async (customerId: string, creditNoteId: string) => {
    const file = await ticketFile(
      {
        db: bed.orders.db,
        tenant: riviera,
        customerId,
        now: bed.orders.clock.now(),
        services: ticketServices,
      },
      { file: 'credit-note', creditNoteId },
    );
    if (file.kind !== 'file') throw new Error(`no credit note file: ${file.kind}`);
    return { filename: file.filename, text: pdfText(file.body, { layout: false }).replace(/\s+/g, ' ') };
  };
  /** What must not move when a refund does not go through. */
  const stateOf = async (orderId: string) => ({
    order: await rows(`select status from orders where id = $1`, [orderId]),
    tickets: await rows(`select id, status, refunded_at from seat_tickets where order_id = $1 order by id`, [
      orderId,
    ]),
    seats: await rows(
      `select seat_id, status from event_seats where order_id = $1 or seat_id in
         (select seat_id from seat_tickets where order_id = $1) order by seat_id`,
      [orderId],
    ),
    payments: await rows(`select status from payments where order_id = $1`, [orderId]),
    refunds: await rows(
      `select r.id from refunds r join payments p on p.id = r.payment_id where p.order_id = $1`,
      [orderId],
    ),
    invoice: await rows(`select number, issued_at from invoices where order_id = $1`, [orderId]),
    creditNotes: await rows(`select id from credit_notes where order_id = $1`, [orderId]),
    counter: await rows(`select last_number from credit_note_counters where tenant_id = 'riviera'`),
    mails: await rows(
      `select id from mail_outbox where template = 'ticket-refunded' and payload->>'orderId' = $1`,
      [orderId],
    ),
  });

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    gate = await startProviderGate(bed.sandbox, () => bed.webhookUrl);
    gate.services.webhookBaseUrl = bed.services.webhookBaseUrl;
    keysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-refunds-keys-'));
    ticketServices = {
      keyring: createTicketKeyring('refunds-testbed-secret-0123456789abcdef', {}),
      assetsDir: resolveTenantsDir(),
      walletKeysDir: keysDir,
      production: false,
      shopOrigin: (tenant) => `http://${tenant.slug}.localhost:3000`,
    };
    setTicketServices(ticketServices);
    for (const [role, account] of await staffPerRole(bed.orders.db, {
      clubSlug: 'riviera',
      emailDomain: 'refunds.example',
      now: bed.orders.clock.now(),
    }))
      staff.set(role, account);
  });
  afterAll(async () => {
    await gate?.close();
    await bed?.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  });

  it('documents a ticket refund with a credit note in the fan’s language, referencing the invoice, and e-mails the fan', async () => {
    gate.set('pass');
    const { customerId, orderId, tickets } = await invoicedOrder(['r1-a1', 'r1-a2']);
    const invoice = await invoiceNumberOf(orderId);
    const answer = await gql<{
      counterRefundTicket: {
        creditNotes: Array<{
          id: string;
          number: string;
          invoiceNumber: string;
          reason: string;
          amount: number;
        }>;
      };
    }>(REFUND, { session: office(), orderId, ticketId: tickets[0]?.id, reason: 'SEAT_PROBLEM' });
    expect(answer.errors).toBeUndefined();
    const [note] = answer.data?.counterRefundTicket.creditNotes ?? [];
    expect(note).toMatchObject({
      number: expect.stringMatching(/^ORC-CN-\d{6}$/),
      invoiceNumber: `ORC-${String(invoice).padStart(6, '0')}`,
      reason: 'TICKET_REFUND',
      amount: 3000,
    });
    const { filename, text } = await creditNotePdf(customerId, note?.id ?? '');
    expect(filename).toBe(`${note?.number}.pdf`);
    // Dutch, the seat as printed (stand, block, row, seat), the invoice, the amount and its VAT at 5.5 %.
    expect(text).toContain('CREDITNOTA');
    expect(text).toContain(note?.number);
    expect(text).toContain(`ORC-${String(invoice).padStart(6, '0')}`);
    expect(text).toContain('North R1, rij A, stoel 1 (Full price)');
    expect(text).not.toContain('R1 ·');
    expect(text).toContain('€ 30,00');
    expect(text).toContain('€ 28,44'); // 3000 / 1.055, rounded half up
    expect(text).toContain('€ 1,56');
    // Only the fan's own: another customer finds nothing.
    const stranger = await bed.orders.customer('riviera');
    expect(
      (
        await ticketFile(
          {
            db: bed.orders.db,
            tenant: riviera,
            customerId: stranger,
            now: bed.orders.clock.now(),
            services: ticketServices,
          },
          { file: 'credit-note', creditNoteId: note?.id ?? '' },
        )
      ).kind,
    ).toBe('not_found');
    expect((await gql<{ myCreditNotes: unknown[] }>(MINE, { customerId })).data?.myCreditNotes).toEqual([
      expect.objectContaining({ id: note?.id, orderId, amount: 3000 }),
    ]);
    expect(
      (await gql<{ myCreditNotes: unknown[] }>(MINE, { customerId: stranger })).data?.myCreditNotes,
    ).toEqual([]);
    const mails = await rows<{ locale: string; recipient: string; payload: Record<string, unknown> }>(
      `select locale, recipient, payload from mail_outbox where template = 'ticket-refunded' and payload->>'orderId' = $1`,
      [orderId],
    );
    expect(mails).toEqual([
      expect.objectContaining({
        locale: 'nl',
        payload: expect.objectContaining({
          refundedCents: 3000,
          seat: 'R1 · A · 1',
          creditNote: { id: note?.id, number: note?.number },
          othersKept: true,
        }),
      }),
    ]);
  });

  it('numbers credit notes of the club without gaps when two refunds run at once', async () => {
    gate.set('pass');
    const one = await invoicedOrder(['r1-a3', 'r1-a4'], 'fr');
    const two = await invoicedOrder(['r1-a5', 'r1-a6'], 'en');
    const [before] = await rows<{ last: number }>(
      `select coalesce(max(number), 0)::int as last from credit_notes where tenant_id = 'riviera'`,
    );
    const answers = await Promise.all([
      gql(REFUND, {
        session: office(),
        orderId: one.orderId,
        ticketId: one.tickets[0]?.id,
        reason: 'FAN_REQUEST',
      }),
      gql(REFUND, {
        session: office(),
        orderId: two.orderId,
        ticketId: two.tickets[0]?.id,
        reason: 'FAN_REQUEST',
      }),
    ]);
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const numbers = (
      await rows<{ number: number }>(
        `select number from credit_notes where tenant_id = 'riviera' and number > $1 order by number`,
        [before?.last ?? 0],
      )
    ).map((row) => row.number);
    expect(numbers).toEqual([(before?.last ?? 0) + 1, (before?.last ?? 0) + 2]);
    // French and English documents.
    const [fr] = await rows<{ id: string }>(`select id from credit_notes where order_id = $1`, [one.orderId]);
    expect((await creditNotePdf(one.customerId, fr?.id ?? '')).text).toContain('AVOIR');
    const [en] = await rows<{ id: string }>(`select id from credit_notes where order_id = $1`, [two.orderId]);
    expect((await creditNotePdf(two.customerId, en?.id ?? '')).text).toContain('CREDIT NOTE');
  });

  it('issues no credit note for an order without an invoice, but still tells the fan', async () => {
    gate.set('pass');
    const { orderId, tickets } = await invoicedOrder(['r1-a7', 'r1-a8'], 'es', false);
    const answer = await gql(REFUND, {
      session: office(),
      orderId,
      ticketId: tickets[0]?.id,
      reason: 'FAN_REQUEST',
    });
    expect(answer.errors).toBeUndefined();
    expect(await rows(`select 1 from credit_notes where order_id = $1`, [orderId])).toEqual([]);
    expect(
      await rows(
        `select locale, payload->'creditNote' as note from mail_outbox where template = 'ticket-refunded' and payload->>'orderId' = $1`,
        [orderId],
      ),
    ).toEqual([{ locale: 'es', note: null }]);
  });

  for (const [mode, failure] of [
    ['refuse', 'refused'],
    ['fail', 'unavailable'],
  ] as const)
    it(`changes nothing when the provider ${mode === 'refuse' ? 'refuses (4xx)' : 'fails (5xx)'}; one anomaly however often retried; the retry after it recovers refunds once and annotates the anomaly`, async () => {
      gate.set('pass');
      const seats: [string, string] = mode === 'refuse' ? ['r1-b1', 'r1-b2'] : ['r1-b3', 'r1-b4'];
      const { orderId, tickets } = await invoicedOrder(seats);
      const before = await stateOf(orderId);
      const refundsBefore = bed.sandbox.refunds().length;
      gate.set(mode);
      const variables = { session: office(), orderId, ticketId: tickets[0]?.id, reason: 'FAN_REQUEST' };
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect(codeOf(await gql(REFUND, variables))).toBe('COUNTER_REFUND_FAILED');
      expect(await stateOf(orderId)).toEqual(before);
      expect(bed.sandbox.refunds().length).toBe(refundsBefore);
      const anomalies = await rows<{ kind: string; status: string; details: Record<string, unknown> }>(
        `select kind, status, details from order_anomalies where order_id = $1`,
        [orderId],
      );
      expect(anomalies).toEqual([
        {
          kind: 'refund_required',
          status: 'open',
          details: expect.objectContaining({
            ticketId: tickets[0]?.id,
            amountCents: 3000,
            failure,
            idempotencyKey: expect.stringMatching(/^refund:.+:ticket:/),
          }),
        },
      ]);

      gate.set('pass');
      const [first, second] = await Promise.all([gql(REFUND, variables), gql(REFUND, variables)]);
      expect(first.errors).toBeUndefined();
      expect(second.errors).toBeUndefined();
      expect(
        bed.sandbox
          .refunds()
          .slice(refundsBefore)
          .map((r) => r.amount),
      ).toEqual([3000]);
      expect(
        await rows(`select count(*)::int as n from credit_notes where order_id = $1`, [orderId]),
      ).toEqual([{ n: 1 }]);
      const [settled] = await rows<{ status: string; details: Record<string, unknown> }>(
        `select status, details from order_anomalies where order_id = $1`,
        [orderId],
      );
      // Annotated for the ticket office, which solves it (ADR 0026: only staff move a status).
      expect(settled?.status).toBe('open');
      expect(settled?.details).toMatchObject({
        failure,
        refundedAt: expect.any(String),
        refundReference: expect.any(String),
      });
    });

  it('refunds once when the provider did the refund but answered too late (same idempotency key on the retry)', async () => {
    gate.set('pass');
    const { orderId, tickets } = await invoicedOrder(['r1-b5', 'r1-b6']);
    const before = await stateOf(orderId);
    const refundsBefore = bed.sandbox.refunds().length;
    gate.set('late');
    const variables = { session: office(), orderId, ticketId: tickets[0]?.id, reason: 'FAN_REQUEST' };
    expect(codeOf(await gql(REFUND, variables))).toBe('COUNTER_REFUND_FAILED');
    expect(await stateOf(orderId)).toEqual(before);
    // The sandbox did take it: the money is on its way back, our side does not know yet.
    expect(bed.sandbox.refunds().length).toBe(refundsBefore + 1);
    gate.set('pass');
    expect((await gql(REFUND, variables)).errors).toBeUndefined();
    expect(bed.sandbox.refunds().length).toBe(refundsBefore + 1);
    expect(
      await rows(
        `select r.amount_cents from refunds r join payments p on p.id = r.payment_id where p.order_id = $1`,
        [orderId],
      ),
    ).toEqual([{ amount_cents: 3000 }]);
    expect(await rows(`select count(*)::int as n from credit_notes where order_id = $1`, [orderId])).toEqual([
      { n: 1 },
    ]);
  });

  it('documents a staff cancel after a ticket refund with a credit note for what was left', async () => {
    gate.set('pass');
    const { orderId, tickets } = await invoicedOrder(['r1-b7', 'r1-b8'], 'ru');
    expect(
      (await gql(REFUND, { session: office(), orderId, ticketId: tickets[0]?.id, reason: 'FAN_REQUEST' }))
        .errors,
    ).toBeUndefined();
    const cancelled = await gql<{
      staffCancelOrder: { status: string; creditNotes: Array<{ reason: string; amount: number }> };
    }>(CANCEL, { session: office(), orderId });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.staffCancelOrder.creditNotes.map((n) => [n.reason, n.amount])).toEqual([
      ['TICKET_REFUND', 3000],
      ['ORDER_CANCELLED', 3300],
    ]);
    const [last] = await rows<{ lines: Array<{ ticketId: string; amountCents: number }>; locale: string }>(
      `select lines, locale from credit_notes where order_id = $1 and reason = 'order_cancelled'`,
      [orderId],
    );
    expect(last?.locale).toBe('ru');
    // The other seat ticket and the order's extra (the plastic card), adding up to what was refunded.
    expect(last?.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(3300);
    expect(last?.lines.map((line) => line.ticketId)).toContain(tickets[1]?.id);
    // The cancellation e-mail names it.
    const [mail] = await rows<{ note: { number: string } | null }>(
      `select payload->'creditNote' as note from mail_outbox where template = 'order-cancelled' and payload->>'orderId' = $1`,
      [orderId],
    );
    expect(mail?.note?.number).toMatch(/^ORC-CN-\d{6}$/);
  });

  it('keeps a payment for an order that can no longer take it, whose refund the provider refuses, as an overpaid anomaly (once)', async () => {
    gate.set('pass');
    const { customerId, order } = await bed.order('r1-c9');
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
    const [payment] = await rows<{ id: string; amount_cents: number }>(
      `select id, amount_cents from payments where order_id = $1`,
      [orderId],
    );
    // The order ended meanwhile; the notice names money the sandbox never took, so it refuses the refund.
    await rows(`update orders set status = 'cancelled' where id = $1`, [orderId]);
    const deliver = (eventId: string) => {
      const body = JSON.stringify({
        id: eventId,
        type: 'checkout.session.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          sessionId,
          reference: payment?.id,
          amount: payment?.amount_cents,
          currency: 'EUR',
          metadata: { tenantId: 'riviera', orderId, paymentId: payment?.id },
          paymentMethodId: null,
          failureReason: null,
        },
      });
      return fetch(bed.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(bed.sandbox.webhookSecret, Math.floor(Date.now() / 1000), body),
        },
        body,
      });
    };
    expect((await deliver('evt_overpaid_1')).status).toBe(200);
    expect((await deliver('evt_overpaid_2')).status).toBe(200);
    expect(await rows(`select kind, status from order_anomalies where order_id = $1`, [orderId])).toEqual([
      { kind: 'overpaid_transaction_not_refunded', status: 'open' },
    ]);
    expect(await rows(`select status from orders where id = $1`, [orderId])).toEqual([
      { status: 'cancelled' },
    ]);
    expect(await rows(`select 1 from refunds where payment_id = $1`, [payment?.id])).toEqual([]);
    expect(await rows(`select 1 from credit_notes where order_id = $1`, [orderId])).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@stadio/db';
import { TEST_CARDS } from '@stadio/payment-sandbox';
import { createLogger } from '@stadio/logger';
import { resolveTenantsDir, tenantSchema, type TenantInput } from '@stadio/tenants';
import { createTicketKeyring, signTicketToken } from '@stadio/ticket-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../test-support/call-graphql';
import { DEFAULT_IDENTITY_SETTINGS } from '../identity/identity-settings';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { TESTBED_TENANTS, type Club } from '../orders/test-fixtures/orders-testbed';
import type { PaymentServices } from '../payments/payment-provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { startPaymentsTestbed, type PaymentsTestbed } from '../payments/test-fixtures/payments-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { loadInvoiceFacts } from '../tickets/invoice-facts';
import { renderInvoicePdf } from '../tickets/invoice-pdf';
import { pdfText } from '../tickets/test-fixtures/pdf-inspection';
import { setTicketServices, type TicketServices } from '../tickets/ticket-services';
import { verifyTicket } from '../tickets/verify-ticket';

const SUCCESS = TEST_CARDS.find((card) => card.behaviour === 'success')?.number ?? '';
const SELL = `mutation ($session: StaffSessionInput!, $input: CounterSaleInput!) {
  counterSell(session: $session, input: $input) { orderId totalAmount paymentType ticketIds customerEmail ticketsEmailed } }`;
const REFUND = `mutation ($session: StaffSessionInput!, $orderId: ID!, $ticketId: ID!, $reason: TicketRefundReason!, $note: String) {
  counterRefundTicket(session: $session, orderId: $orderId, ticketId: $ticketId, reason: $reason, note: $note) {
    orderId status totalAmount canRefundTickets tickets { id status refundedAt refundReason refundNote seatLabel }
    payments { status paymentType refunds { amount reason } } } }`;
const EVENTS = `query ($session: StaffSessionInput!) { counterEvents(session: $session) { id saleChannelId onSale } }`;
const EVENT = `query ($session: StaffSessionInput!, $eventId: ID!) { counterEvent(session: $session, eventId: $eventId) {
  event { id onSale } blocks { id name } products { id } prices { categoryId productId price } } }`;
const SEATS = `query ($session: StaffSessionInput!, $eventId: ID!, $blockId: ID!) {
  counterBlockSeats(session: $session, eventId: $eventId, blockId: $blockId) { id rowName seatNumber available } }`;
const SEARCH = `query ($session: StaffSessionInput!, $query: String!, $eventId: ID) {
  staffOrders(session: $session, query: $query, eventId: $eventId) { orderId } }`;
const CANCEL = `mutation ($session: StaffSessionInput!, $orderId: ID!) { staffCancelOrder(session: $session, orderId: $orderId) { orderId status } }`;
const REFUNDED = `query ($customerId: ID!) { myRefundedTickets(customerId: $customerId) { ticketId orderId seat amount reason note } }`;

const riviera = tenantSchema.parse({
  ...TESTBED_TENANTS.riviera,
  invoicing: {
    legalName: 'SASP Riviera',
    address: ['Stade des Pins', '06000 Nice'],
    vatRateBasisPoints: 550,
    numberPrefix: 'ORC',
  },
});

describe('the ticket office counter (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  let keysDir: string;
  let ticketServices: TicketServices;
  const yoga = createGraphQLHandler(createLogger('counter-test', { level: 'silent' }));
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndAdmin: CreatedStaff;

  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    club: Club = 'riviera',
    services?: PaymentServices,
    /** Changes to the club's tenant file for this call (e.g. its currency). */
    tenant: Partial<TenantInput> = {},
  ): Promise<GraphQLAnswer<T>> =>
    callGraphQL<T>(
      yoga,
      {
        tenant: tenantSchema.parse({ ...TESTBED_TENANTS[club], ...tenant }),
        db: bed.orders.db,
        logger: createLogger('counter-test', { level: 'silent' }),
        requestId: 'test',
        now: bed.orders.clock.now,
        payments: services ?? bed.services,
        identity: { ...DEFAULT_IDENTITY_SETTINGS, passwordCost: TEST_PASSWORD_COST },
        clientAddress: '203.0.113.24',
      },
      query,
      variables,
    );
  const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const sessionOf = (account: CreatedStaff) => ({ staffId: account.id, epoch: 0 });
  const as = (role: StaffRole) => {
    const account = staff.get(role);
    if (!account) throw new Error(`no ${role}`);
    return sessionOf(account);
  };
  const rows = <T>(text: string, values: unknown[] = []) => bed.orders.rows<T>(text, values);
  const tokenOf = async (ticketId: string, eventId = 'match-open') =>
    signTicketToken(
      { tenant: 'riviera', ticketId, eventId, version: 1 },
      ticketServices.keyring.privateKey('riviera'),
      bed.orders.clock.now(),
    );
  const isValid = async (ticketId: string, eventId = 'match-open') =>
    (await verifyTicket(bed.orders.db, ticketServices.keyring, 'riviera', await tokenOf(ticketId, eventId)))
      .valid;

  type Sale = {
    orderId: string;
    totalAmount: number;
    paymentType: string;
    ticketIds: string[];
    customerEmail: string;
    ticketsEmailed: boolean;
  };
  const saleInput = (
    seats: string[],
    paymentType: string,
    buyer: Record<string, unknown> = {
      email: 'helene.dupre@fans.example',
      firstName: 'Hélène',
      lastName: 'Dupré',
    },
    eventId = 'match-open',
  ) => ({
    eventId,
    tickets: seats.map((seatId) => ({
      blockId: 'R1',
      seatId,
      productId: 'full',
      holderFirstName: 'Hélène',
      holderLastName: 'Dupré',
    })),
    buyer,
    paymentType,
    sendTickets: true,
  });
  const sell = async (
    seats: string[],
    paymentType: string,
    buyer?: Record<string, unknown>,
    eventId?: string,
  ) => {
    const answer = await gql<{ counterSell: Sale }>(SELL, {
      session: as('ticket_office'),
      input: saleInput(seats, paymentType, buyer, eventId),
    });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data?.counterSell as Sale;
  };
  const invoiceText = async (orderId: string) => {
    const [order] = await rows<{ customer_id: string }>(`select customer_id from orders where id = $1`, [
      orderId,
    ]);
    const facts = await loadInvoiceFacts(
      bed.orders.db,
      'riviera',
      order?.customer_id ?? '',
      orderId,
      bed.orders.clock.now(),
    );
    if (!facts) throw new Error('no invoice');
    return pdfText(await renderInvoicePdf(facts, riviera, ticketServices.assetsDir), {
      layout: false,
    }).replace(/\s+/g, ' ');
  };
  /** A fan's order of three seats of R1 at match-open, paid at the sandbox: confirmed. */
  const paidOrderOfThree = async (seats: [string, string, string]) => {
    const customerId = await bed.orders.customer('riviera');
    const order = await bed.orders.hold(
      customerId,
      'match-open',
      seats.map((seatId) => ({ blockId: 'R1', seatId, productId: 'full' })),
    );
    await bed.nameHolders(customerId, order);
    await bed.pay(await bed.checkout(customerId, order.orderId), SUCCESS);
    const tickets = await rows<{ id: string; seat_id: string }>(
      `select id, seat_id from seat_tickets where order_id = $1 order by seat_id`,
      [order.orderId],
    );
    expect(tickets).toHaveLength(3);
    return { customerId, orderId: order.orderId, tickets };
  };

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    keysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-counter-keys-'));
    ticketServices = {
      keyring: createTicketKeyring('counter-testbed-secret-0123456789abcdef', {}),
      assetsDir: resolveTenantsDir(),
      walletKeysDir: keysDir,
      production: false,
      shopOrigin: (tenant) => `http://${tenant.slug}.localhost:3000`,
    };
    setTicketServices(ticketServices);
    for (const [role, account] of await staffPerRole(bed.orders.db, {
      clubSlug: 'riviera',
      emailDomain: 'counter.example',
      now: bed.orders.clock.now(),
    }))
      staff.set(role, account);
    northEndAdmin = await createStaff(bed.orders.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.counter.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.orders.clock.now(),
    });
  });
  afterAll(async () => {
    await bed?.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  });

  it('lists the matches on sale in the web window when there is no box-office one, with blocks, prices and free seats', async () => {
    const events = (
      await gql<{ counterEvents: Array<{ id: string; saleChannelId: string; onSale: boolean }> }>(EVENTS, {
        session: as('ticket_office'),
      })
    ).data?.counterEvents;
    expect(events).toContainEqual({ id: 'match-open', saleChannelId: 'web', onSale: true });
    const sale = await gql<{ counterEvent: { blocks: Array<{ id: string }>; prices: unknown[] } }>(EVENT, {
      session: as('ticket_office'),
      eventId: 'match-open',
    });
    expect(sale.data?.counterEvent.blocks.map((b) => b.id)).toContain('R1');
    expect(sale.data?.counterEvent.prices).toContainEqual({
      categoryId: 'standard',
      productId: 'full',
      price: 3000,
    });
    const seats = await gql<{ counterBlockSeats: Array<{ id: string; available: boolean }> }>(SEATS, {
      session: as('ticket_office'),
      eventId: 'match-open',
      blockId: 'R1',
    });
    expect(seats.data?.counterBlockSeats).toHaveLength(50);
    expect(codeOf(await gql(EVENT, { session: as('ticket_office'), eventId: 'no-such-match' }))).toBe(
      'COUNTER_EVENT_NOT_FOUND',
    );
  });

  it('records a sale at a club in pounds in GBP (docs/product.md#money-and-dates)', async () => {
    const answer = await gql<{ counterSell: Sale }>(
      SELL,
      { session: as('ticket_office'), input: { ...saleInput(['r1-d5'], 'CASH'), sendTickets: false } },
      'riviera',
      undefined,
      { currency: 'GBP' },
    );
    expect(answer.errors).toBeUndefined();
    expect(
      await rows(`select provider, currency from payments where order_id = $1`, [
        answer.data?.counterSell.orderId,
      ]),
    ).toEqual([{ provider: 'counter', currency: 'GBP' }]);
  });

  it('sells two seats for cash: a confirmed order, a cash payment taken by the staff member, valid tickets (not e-mailed before downloads open), the invoice says cash', async () => {
    const sale = await sell(['r1-a1', 'r1-a2'], 'CASH');
    expect(sale).toMatchObject({
      totalAmount: 6300,
      paymentType: 'CASH',
      customerEmail: 'helene.dupre@fans.example',
    });
    expect(sale.ticketIds).toHaveLength(2);
    expect(await rows(`select status from orders where id = $1`, [sale.orderId])).toEqual([
      { status: 'confirmed' },
    ]);
    expect(
      await rows(
        `select provider, status, amount_cents, payment_type, staff_id from payments where order_id = $1`,
        [sale.orderId],
      ),
    ).toEqual([
      {
        provider: 'counter',
        status: 'succeeded',
        amount_cents: 6300,
        payment_type: 'cash',
        staff_id: staff.get('ticket_office')?.id,
      },
    ]);
    expect(
      await rows(
        `select status from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id in ('r1-a1', 'r1-a2')`,
      ),
    ).toEqual([{ status: 'confirmed' }, { status: 'confirmed' }]);
    for (const ticketId of sale.ticketIds) expect(await isValid(ticketId)).toBe(true);
    expect(
      await rows(`select holder_first_name, holder_last_name from seat_tickets where order_id = $1`, [
        sale.orderId,
      ]),
    ).toEqual([
      { holder_first_name: 'Hélène', holder_last_name: 'Dupré' },
      { holder_first_name: 'Hélène', holder_last_name: 'Dupré' },
    ]);
    // match-open's tickets open two days before it: they are printed or sent later, as in the shop.
    expect(sale.ticketsEmailed).toBe(false);
    expect(
      await rows(`select 1 from mail_outbox where template = 'tickets' and payload->>'orderId' = $1`, [
        sale.orderId,
      ]),
    ).toEqual([]);
    expect(await invoiceText(sale.orderId)).toContain('Paiement (Espèces)');
    const [audit] = await rows<{ action: string; before: unknown; after: Record<string, unknown> }>(
      `select action, before, after from staff_audit_log where target_id = $1`,
      [sale.orderId],
    );
    expect(audit).toMatchObject({
      action: 'counter.sale',
      before: null,
      after: { paymentType: 'cash', totalCents: 6300 },
    });
  });

  it('gives a complimentary ticket at price 0 with a free payment; the buyer is the existing customer', async () => {
    const sale = await sell(['r1-a3'], 'FREE', { email: 'Helene.Dupre@fans.example' }, 'match-third');
    expect(sale).toMatchObject({ totalAmount: 0, paymentType: 'FREE', ticketsEmailed: true });
    expect(
      await rows(
        `select recipient from mail_outbox where template = 'tickets' and payload->>'orderId' = $1`,
        [sale.orderId],
      ),
    ).toEqual([{ recipient: 'helene.dupre@fans.example' }]);
    expect(
      await rows(`select price_cents, status from seat_tickets where order_id = $1`, [sale.orderId]),
    ).toEqual([{ price_cents: 0, status: 'confirmed' }]);
    expect(
      await rows(`select count(*)::int as n from customers where email = 'helene.dupre@fans.example'`),
    ).toEqual([{ n: 1 }]);
    expect(await isValid(sale.ticketIds[0] ?? '', 'match-third')).toBe(true);
    expect(await invoiceText(sale.orderId)).toContain('Paiement (Invitation)');
  });

  it('refuses a new buyer without names, an unknown payment type, and a seat twice, changing nothing', async () => {
    const before = await rows(`select count(*)::int as n from orders`);
    const noName = await gql(SELL, {
      session: as('ticket_office'),
      input: saleInput(['r1-a4'], 'CASH', { email: 'new.fan@fans.example' }),
    });
    expect(codeOf(noName)).toBe('COUNTER_BAD_INPUT');
    const groupon = await gql(SELL, { session: as('ticket_office'), input: saleInput(['r1-a4'], 'GROUPON') });
    expect(codeOf(groupon)).toBe('BAD_USER_INPUT');
    const twice = await gql(SELL, {
      session: as('ticket_office'),
      input: saleInput(['r1-a4', 'r1-a4'], 'CASH'),
    });
    expect(codeOf(twice)).toBe('BAD_USER_INPUT');
    const sold = await gql(SELL, { session: as('ticket_office'), input: saleInput(['r1-a1'], 'CASH') });
    expect(codeOf(sold)).toBe('COUNTER_SEATS_UNAVAILABLE');
    expect(await rows(`select count(*)::int as n from orders`)).toEqual(before);
    expect(
      await rows(`select count(*)::int as n from customers where email = 'new.fan@fans.example'`),
    ).toEqual([{ n: 0 }]);
  });

  it('sells a seat once when two counters sell it at the same moment', async () => {
    const answers = await Promise.all(
      ['counter.one@fans.example', 'counter.two@fans.example'].map((email) =>
        gql<{ counterSell: Sale }>(SELL, {
          session: as('ticket_office'),
          input: saleInput(['r1-b5'], 'CHECK', { email, firstName: 'Jo', lastName: 'Race' }),
        }),
      ),
    );
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['COUNTER_SEATS_UNAVAILABLE']);
    expect(
      await rows(
        `select count(*)::int as n from seat_tickets where seat_id = 'r1-b5' and status = 'confirmed' and tenant_id = 'riviera'`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('refunds one ticket of three at the provider once, however often clicked; the other two stay valid', async () => {
    const { customerId, orderId, tickets } = await paidOrderOfThree(['r1-c1', 'r1-c2', 'r1-c3']);
    const [refunded, ...kept] = tickets;
    const refundsBefore = bed.sandbox.refunds().length;
    const variables = {
      session: as('ticket_office'),
      orderId,
      ticketId: refunded?.id,
      reason: 'SEAT_PROBLEM',
      note: 'Obstructed view behind the camera',
    };
    const [first, second] = await Promise.all([gql(REFUND, variables), gql(REFUND, variables)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect((await gql(REFUND, variables)).errors).toBeUndefined();
    expect(
      bed.sandbox
        .refunds()
        .slice(refundsBefore)
        .map((r) => r.amount),
    ).toEqual([3000]);
    expect(
      await rows(
        `select r.amount_cents, r.reason from refunds r join payments p on p.id = r.payment_id where p.order_id = $1`,
        [orderId],
      ),
    ).toEqual([{ amount_cents: 3000, reason: 'ticket_refund' }]);
    expect(await rows(`select status from orders where id = $1`, [orderId])).toEqual([
      { status: 'confirmed' },
    ]);
    expect(await rows(`select status from payments where order_id = $1`, [orderId])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(
      await rows(
        `select status from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r1-c1'`,
      ),
    ).toEqual([{ status: 'available' }]);
    expect(await isValid(refunded?.id ?? '')).toBe(false);
    for (const ticket of kept) expect(await isValid(ticket.id)).toBe(true);
    const view = (
      await gql<{
        counterRefundTicket: {
          totalAmount: number;
          tickets: Array<{ id: string; status: string; seatLabel: string }>;
        };
      }>(REFUND, variables)
    ).data?.counterRefundTicket;
    expect(view?.totalAmount).toBe(6300);
    expect(view?.tickets.find((t) => t.id === refunded?.id)).toMatchObject({
      status: 'released',
      seatLabel: 'R1 · C · 1',
    });
    // The fan reads it on the orders page, with the reason.
    expect(
      (await bed.data<{ myRefundedTickets: unknown[] }>(REFUNDED, { customerId })).myRefundedTickets,
    ).toEqual([
      {
        ticketId: refunded?.id,
        orderId,
        seat: 'R1 · C · 1',
        amount: 3000,
        reason: 'SEAT_PROBLEM',
        note: 'Obstructed view behind the camera',
      },
    ]);
    const audit = await rows<{
      action: string;
      before: { tickets: unknown[] };
      after: { refundedCents: number };
    }>(
      `select action, before, after from staff_audit_log where target_id = $1 and action like 'ticket.refund%' order by id`,
      [orderId],
    );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'ticket.refund',
      'ticket.refund_repeated',
      'ticket.refund_repeated',
      'ticket.refund_repeated',
    ]);
    expect(audit.find((row) => row.action === 'ticket.refund')?.after.refundedCents).toBe(3000);
  });

  it('cancels the order when its last ticket is refunded; a counter sale is refunded as cash given back', async () => {
    const sale = await sell(['r1-d1'], 'CASH', {
      email: 'cash.back@fans.example',
      firstName: 'Cash',
      lastName: 'Back',
    });
    const answer = await gql<{ counterRefundTicket: { status: string; payments: unknown[] } }>(REFUND, {
      session: as('ticket_office'),
      orderId: sale.orderId,
      ticketId: sale.ticketIds[0],
      reason: 'FAN_REQUEST',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.counterRefundTicket).toMatchObject({
      status: 'CANCELLED',
      payments: [
        { status: 'refunded', paymentType: 'CASH', refunds: [{ amount: 3300, reason: 'TICKET_REFUND' }] },
      ],
    });
  });

  it('cancels a whole order after one ticket was refunded: the provider refunds only the rest; a counter sale is given back at the counter', async () => {
    const { orderId, tickets } = await paidOrderOfThree(['r1-e6', 'r1-e7', 'r1-e8']);
    const refundsBefore = bed.sandbox.refunds().length;
    const refundOne = await gql(REFUND, {
      session: as('ticket_office'),
      orderId,
      ticketId: tickets[0]?.id,
      reason: 'FAN_REQUEST',
    });
    expect(refundOne.errors).toBeUndefined();
    const cancelled = await gql(CANCEL, { session: as('ticket_office'), orderId });
    expect(cancelled.errors).toBeUndefined();
    // 3,000 for the ticket, then what was left of the 9,300 order.
    expect(
      bed.sandbox
        .refunds()
        .slice(refundsBefore)
        .map((r) => r.amount),
    ).toEqual([3000, 6300]);

    const sale = await sell(['r1-e4', 'r1-e5'], 'CHECK', {
      email: 'check.back@fans.example',
      firstName: 'Check',
      lastName: 'Back',
    });
    const counterBefore = bed.sandbox.refunds().length;
    const cancelSale = await gql(CANCEL, { session: as('ticket_office'), orderId: sale.orderId });
    expect(cancelSale.errors).toBeUndefined();
    expect(bed.sandbox.refunds().length).toBe(counterBefore);
    expect(
      await rows(
        `select p.status, r.amount_cents, r.provider_reference like 'counter:%' as at_counter
         from payments p join refunds r on r.payment_id = p.id where p.order_id = $1`,
        [sale.orderId],
      ),
    ).toEqual([{ status: 'refunded', amount_cents: sale.totalAmount, at_counter: true }]);
  });

  it('changes nothing when the provider does not refund, and records an anomaly', async () => {
    const { orderId, tickets } = await paidOrderOfThree(['r1-c4', 'r1-c5', 'r1-c6']);
    const down: PaymentServices = {
      webhookBaseUrl: bed.services.webhookBaseUrl,
      provider: createSandboxProvider({
        url: 'http://127.0.0.1:9',
        apiKey: 'k',
        webhookSecret: 's',
        webhookUrl: () => bed.webhookUrl,
      }),
    };
    const answer = await gql(
      REFUND,
      { session: as('ticket_office'), orderId, ticketId: tickets[0]?.id, reason: 'FAN_REQUEST' },
      'riviera',
      down,
    );
    expect(codeOf(answer)).toBe('COUNTER_REFUND_FAILED');
    expect(await rows(`select status, refunded_at from seat_tickets where order_id = $1`, [orderId])).toEqual(
      [
        { status: 'confirmed', refunded_at: null },
        { status: 'confirmed', refunded_at: null },
        { status: 'confirmed', refunded_at: null },
      ],
    );
    expect(
      await rows(
        `select status from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r1-c4'`,
      ),
    ).toEqual([{ status: 'confirmed' }]);
    expect(await isValid(tickets[0]?.id ?? '')).toBe(true);
    expect(await rows(`select kind, status from order_anomalies where order_id = $1`, [orderId])).toEqual([
      { kind: 'refund_required', status: 'open' },
    ]);
  });

  it('finds orders by the fan’s name without case or accents, by the seat as printed, by ticket number, within a match', async () => {
    const sale = await sell(['r1-e9'], 'BANK_TRANSFER', {
      email: 'zoe.lefevre@fans.example',
      firstName: 'Zoé',
      lastName: 'Lefèvre',
    });
    const found = async (query: string, eventId?: string) =>
      (
        await gql<{ staffOrders: Array<{ orderId: string }> }>(SEARCH, {
          session: as('ticket_office'),
          query,
          eventId,
        })
      ).data?.staffOrders.map((o) => o.orderId);
    expect(await found('zoe LEFEVRE')).toContain(sale.orderId);
    expect(await found('Lefèvre')).toContain(sale.orderId);
    const printed = await gql(SEARCH, { session: as('ticket_office'), query: 'R1 · E · 9' });
    expect(printed.errors).toBeUndefined();
    expect(await found('R1 · E · 9')).toEqual([sale.orderId]);
    expect(await found('r1 e 9')).toEqual([sale.orderId]);
    expect(await found(sale.ticketIds[0] ?? '')).toEqual([sale.orderId]);
    expect(await found('zoe lefevre', 'match-open')).toContain(sale.orderId);
    expect(await found('zoe lefevre', 'match-later')).toEqual([]);
    // A holder's name finds the order too (the holders of the counter's sales are Hélène Dupré).
    expect(await found('helene dupre')).toContain(sale.orderId);
  });

  it('refuses each action to a role without its permission', async () => {
    const input = saleInput(['r1-e1'], 'CASH');
    const sale = await sell(['r1-e2'], 'CASH');
    const refund = (role: StaffRole) =>
      gql(REFUND, {
        session: as(role),
        orderId: sale.orderId,
        ticketId: sale.ticketIds[0],
        reason: 'FAN_REQUEST',
      });
    expect(codeOf(await gql(SELL, { session: as('crm'), input }))).toBe('STAFF_FORBIDDEN');
    expect(codeOf(await gql(SELL, { session: as('security'), input }))).toBe('STAFF_FORBIDDEN');
    expect(codeOf(await gql(EVENTS, { session: as('season_manager') }))).toBe('STAFF_FORBIDDEN');
    expect(codeOf(await refund('crm'))).toBe('STAFF_FORBIDDEN');
    expect(codeOf(await refund('season_manager'))).toBe('STAFF_FORBIDDEN');
    expect(await rows(`select status from seat_tickets where order_id = $1`, [sale.orderId])).toEqual([
      { status: 'confirmed' },
    ]);
    expect(
      await rows(
        `select count(*)::int as n from seat_tickets where seat_id = 'r1-e1' and tenant_id = 'riviera'`,
      ),
    ).toEqual([{ n: 0 }]);
    expect(codeOf(await refund('admin'))).toBeUndefined();
  });

  it('does not find another club’s order or match', async () => {
    const sale = await sell(['r1-e3'], 'CASH');
    const session = sessionOf(northEndAdmin);
    const answer = await gql(
      REFUND,
      { session, orderId: sale.orderId, ticketId: sale.ticketIds[0], reason: 'FAN_REQUEST' },
      'north-end',
    );
    expect(codeOf(answer)).toBe('STAFF_ORDER_NOT_FOUND');
    expect(
      codeOf(
        await gql(REFUND, {
          session,
          orderId: sale.orderId,
          ticketId: sale.ticketIds[0],
          reason: 'FAN_REQUEST',
        }),
      ),
    ).toBe('STAFF_SESSION_ENDED');
    expect(await rows(`select status from seat_tickets where order_id = $1`, [sale.orderId])).toEqual([
      { status: 'confirmed' },
    ]);
    expect(
      (await gql<{ staffOrders: unknown[] }>(SEARCH, { session, query: sale.ticketIds[0] }, 'north-end')).data
        ?.staffOrders,
    ).toEqual([]);
  });
});

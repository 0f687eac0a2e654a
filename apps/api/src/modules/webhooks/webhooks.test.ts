import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@stadio/logger';
import { FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { STAFF_ROLES, type StaffRole } from '@stadio/db';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Club } from '../orders/test-fixtures/orders-testbed';
import { LIST, TRANSFER, resaleHelpers } from '../resale/test-fixtures/resale-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { ROLE_PERMISSIONS } from '../staff/staff-permissions';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { startTicketsTestbed, type TicketsTestbed } from '../tickets/test-fixtures/tickets-testbed';
import { emitWebhookEvent } from './emit-webhook-event';
import { toGqlEvent, WEBHOOK_EVENT_TYPES } from './webhook-event-types';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';
import type { WebhookWorkerSettings } from './webhook-worker-settings';

const ENDPOINTS = `query ($session: StaffSessionInput!) { backOfficeWebhookEndpoints(session: $session) {
  id url description events enabled secretHint } }`;
const DELIVERIES = `query ($session: StaffSessionInput!, $endpointId: ID!) {
  backOfficeWebhookDeliveries(session: $session, endpointId: $endpointId) {
    id messageId event status nextAttemptAt attempts { attempt statusCode excerpt durationMs } } }`;
const CREATE = `mutation ($session: StaffSessionInput!, $input: WebhookEndpointInput!) {
  backOfficeCreateWebhookEndpoint(session: $session, input: $input) { secret endpoint { id url events enabled secretHint } } }`;
const ENABLE = `mutation ($session: StaffSessionInput!, $id: ID!, $enabled: Boolean!) {
  backOfficeSetWebhookEndpointEnabled(session: $session, id: $id, enabled: $enabled) { id enabled } }`;
const UPDATE = `mutation ($session: StaffSessionInput!, $id: ID!, $input: WebhookEndpointInput!) {
  backOfficeUpdateWebhookEndpoint(session: $session, id: $id, input: $input) { url events } }`;
const ROTATE = `mutation ($session: StaffSessionInput!, $id: ID!) {
  backOfficeRotateWebhookSecret(session: $session, id: $id) { secret endpoint { secretHint } } }`;
const DELETE = `mutation ($session: StaffSessionInput!, $id: ID!) { backOfficeDeleteWebhookEndpoint(session: $session, id: $id) }`;
const RESEND = `mutation ($session: StaffSessionInput!, $deliveryId: ID!) {
  backOfficeResendWebhookDelivery(session: $session, deliveryId: $deliveryId) { id messageId status } }`;
const CANCEL = `mutation ($session: StaffSessionInput!, $orderId: ID!) { staffCancelOrder(session: $session, orderId: $orderId) { status } }`;
const RECORD = `mutation ($session: StaffSessionInput!, $eventId: ID!, $deviceId: String!, $entries: [GateEntryInput!]!) {
  staffRecordGateEntries(session: $session, eventId: $eventId, deviceId: $deviceId, entries: $entries) {
    results { outcome } } }`;

const SELL = `mutation ($session: StaffSessionInput!, $input: CounterSaleInput!) {
  counterSell(session: $session, input: $input) { orderId ticketIds } }`;
const REFUND = `mutation ($session: StaffSessionInput!, $orderId: ID!, $ticketId: ID!, $reason: TicketRefundReason!) {
  counterRefundTicket(session: $session, orderId: $orderId, ticketId: $ticketId, reason: $reason) { status } }`;

const ALL_EVENTS = WEBHOOK_EVENT_TYPES.map(toGqlEvent);

interface Received {
  path: string;
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** What the receiver answers next on a path: a status, or silence for `hangMs`. */
type Answer = { status: number; hangMs?: number };

describe('outgoing webhooks (PostgreSQL, a receiver verifying with standardwebhooks)', () => {
  let bed: TicketsTestbed;
  let h: ReturnType<typeof resaleHelpers>;
  let server: http.Server;
  let base: string;
  const staff = new Map<StaffRole, CreatedStaff>();
  let northAdmin: CreatedStaff;
  const secrets = new Map<string, string>();
  let received: Received[] = [];
  const script = new Map<string, Answer[]>();
  const workers: WebhookWorker[] = [];

  const session = (role: StaffRole = 'admin') => ({ staffId: staff.get(role)?.id ?? '', epoch: 0 });
  const sessionOf = (club: Club) => (club === 'riviera' ? session() : { staffId: northAdmin.id, epoch: 0 });
  const worker = (settings: Partial<WebhookWorkerSettings> = {}) => {
    const made = createWebhookWorker({
      db: bed.db,
      logger: createLogger('webhooks-test', { level: 'silent' }),
      now: bed.clock.now,
      allowPrivateAddresses: true,
      settings: { timeoutMs: 300, retryDelaysMs: [1_000, 1_000], ...settings },
    });
    workers.push(made);
    return made;
  };
  const addEndpoint = async (club: Club, path: string, events = ALL_EVENTS) => {
    const { backOfficeCreateWebhookEndpoint: made } = await bed.data<{
      backOfficeCreateWebhookEndpoint: { secret: string; endpoint: { id: string; secretHint: string } };
    }>(CREATE, { session: sessionOf(club), input: { url: `${base}${path}`, events } }, { club });
    secrets.set(path, made.secret);
    return made;
  };
  const deliveries = async (endpointId: string, club: Club = 'riviera') =>
    (
      await bed.data<{
        backOfficeWebhookDeliveries: Array<{
          id: string;
          messageId: string;
          event: string;
          status: string;
          nextAttemptAt: string | null;
          attempts: Array<{ attempt: number; statusCode: number | null; excerpt: string }>;
        }>;
      }>(DELIVERIES, { session: sessionOf(club), endpointId }, { club })
    ).backOfficeWebhookDeliveries;
  const ofType = (type: string, path = '/riviera') =>
    received.filter((message) => message.type === type && message.path === path);

  beforeAll(async () => {
    bed = await startTicketsTestbed();
    h = resaleHelpers(bed);
    for (const [role, account] of await staffPerRole(bed.db, {
      clubSlug: 'riviera',
      emailDomain: 'webhooks.example',
      now: bed.clock.now(),
    }))
      staff.set(role, account);
    northAdmin = await createStaff(bed.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end-webhooks.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.clock.now(),
    });
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const answer = script.get(path)?.shift() ?? { status: 200 };
        const body = Buffer.concat(chunks).toString('utf8');
        const secret = secrets.get(path);
        if (!secret) return response.writeHead(404).end();
        // Throws unless the signature, id and timestamp are right: the test then fails on a 400.
        let message: { type: string; data: Record<string, unknown> };
        try {
          message = new Webhook(secret).verify(
            body,
            request.headers as Record<string, string>,
          ) as typeof message;
        } catch (error) {
          return response.writeHead(400).end((error as Error).message);
        }
        const reply = () => {
          if (answer.status < 300)
            received.push({
              path,
              id: String(request.headers['webhook-id']),
              type: message.type,
              data: message.data,
            });
          response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(`answer ${answer.status}`);
        };
        if (answer.hangMs) setTimeout(reply, answer.hangMs).unref();
        else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const made of workers) await made.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await bed?.close();
  });
  beforeEach(() => {
    received = [];
    script.clear();
  });

  it('signs each event of the real flows for the club that chose it, never for another club', async () => {
    const riviera = await addEndpoint('riviera', '/riviera');
    expect(riviera.secret).toMatch(/^whsec_/);
    expect(riviera.endpoint.secretHint).toBe(`whsec_…${riviera.secret.slice(-4)}`);
    // The list never shows the secret again.
    const listed = await bed.data<{ backOfficeWebhookEndpoints: Array<Record<string, unknown>> }>(ENDPOINTS, {
      session: session(),
    });
    expect(JSON.stringify(listed)).not.toContain(riviera.secret);
    const north = await addEndpoint('north-end', '/north');
    const send = worker();

    // order.confirmed, then order.cancelled by the ticket office.
    const buyer = await bed.customer();
    const order = await bed.buy(buyer, 'match-open', [{ blockId: 'R1', seatId: 'r1-a1', productId: 'full' }]);
    await send.runOnce();
    const [confirmed] = ofType('order.confirmed');
    expect(confirmed?.data).toMatchObject({
      orderId: order.orderId,
      currency: 'EUR',
      customer: { id: buyer },
      tickets: [{ eventId: 'match-open', seat: expect.stringContaining(' · ') as unknown }],
    });
    expect(confirmed?.data['totalCents']).toBeGreaterThan(0);
    await bed.data(CANCEL, { session: session('ticket_office'), orderId: order.orderId });
    await send.runOnce();
    expect(ofType('order.cancelled').map((m) => m.data['orderId'])).toEqual([order.orderId]);

    // ticket.transferred and ticket.resold (a fan's listing bought by another fan).
    const sender = await h.seller();
    const [ticketId] = await h.ticketsOf(sender, ['r1-a2']);
    const recipient = await bed.customer();
    await bed.data(
      TRANSFER,
      { customerId: sender, ticketIds: [ticketId], email: await h.email(recipient) },
      h.options(),
    );
    const seller = await h.seller();
    const [listedTicket] = await h.ticketsOf(seller, ['r1-a3']);
    await bed.data(
      LIST,
      { customerId: seller, listings: [{ ticketId: listedTicket, price: 2500 }] },
      h.options(),
    );
    await h.buyListing(await bed.customer(), 'r1-a3');
    // entry.recorded: the transferred ticket scanned at the gate (its new version).
    const token = await h.token(recipient, ticketId as string);
    const [version] = await bed.rows<{ version: number }>(
      `select coalesce((select version from ticket_versions where ticket_id = $1), 1) as version`,
      [ticketId],
    );
    const entryId = randomUUID();
    await bed.data(RECORD, {
      session: session('security'),
      eventId: 'match-open',
      deviceId: 'gate-1',
      entries: [
        { entryId, ticketId, version: version?.version, scannedAt: bed.clock.now().toISOString(), token },
      ],
    });
    await send.runOnce();
    expect(ofType('ticket.transferred')[0]?.data).toMatchObject({
      fromCustomerId: sender,
      toCustomerId: recipient,
      tickets: [{ ticketId }],
    });
    expect(ofType('ticket.resold')[0]?.data).toMatchObject({
      ticketId: listedTicket,
      priceCents: 2500,
      currency: 'EUR',
    });
    expect(ofType('entry.recorded')[0]?.data).toMatchObject({ entryId, ticketId, eventId: 'match-open' });

    // Every message verified, one id each; North End's endpoint heard nothing of Riviera.
    const ids = received.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith('msg_'))).toBe(true);
    expect(received.filter((message) => message.path === '/north')).toEqual([]);
    expect(await deliveries(north.endpoint.id, 'north-end')).toEqual([]);
    // And North End's admin cannot read Riviera's log.
    expect(
      await bed.errorCode(
        DELIVERIES,
        { session: sessionOf('north-end'), endpointId: riviera.endpoint.id },
        { club: 'north-end' },
      ),
    ).toBe('WEBHOOK_NOT_FOUND');
    const log = await deliveries(riviera.endpoint.id);
    expect(log.every((delivery) => delivery.status === 'DELIVERED')).toBe(true);
    expect(log[0]?.attempts[0]).toMatchObject({ attempt: 1, statusCode: 200, excerpt: 'answer 200' });

    // A re-send goes again under the same webhook-id.
    const first = log[log.length - 1];
    const resent = await bed.data<{ backOfficeResendWebhookDelivery: { messageId: string; status: string } }>(
      RESEND,
      { session: session(), deliveryId: first?.id },
    );
    expect(resent.backOfficeResendWebhookDelivery).toMatchObject({
      messageId: first?.messageId,
      status: 'PENDING',
    });
    received = [];
    await send.runOnce();
    expect(received.map((message) => message.id)).toEqual([first?.messageId]);
    await bed.data(DELETE, { session: session(), id: riviera.endpoint.id });
    await bed.data(DELETE, { session: sessionOf('north-end'), id: north.endpoint.id }, { club: 'north-end' });
  });

  it('retries after a 500 and after a timeout, then gives up when the schedule is used up', async () => {
    const endpoint = await addEndpoint('riviera', '/flaky', ['ORDER_CONFIRMED']);
    const send = worker();
    script.set('/flaky', [{ status: 500 }, { status: 200, hangMs: 1_000 }, { status: 200 }]);
    await bed.buy(await bed.customer(), 'match-open', [
      { blockId: 'R1', seatId: 'r1-a5', productId: 'full' },
    ]);
    await send.runOnce();
    let [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery).toMatchObject({
      status: 'PENDING',
      attempts: [{ statusCode: 500, excerpt: 'answer 500' }],
    });
    expect(await send.runOnce()).toBe(0); // not due before its delay
    bed.clock.advance(1_000);
    await send.runOnce();
    [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery?.attempts[0]).toMatchObject({ attempt: 2, statusCode: null });
    expect(delivery?.attempts[0]?.excerpt).toContain('no answer');
    bed.clock.advance(1_000);
    await send.runOnce();
    [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery?.status).toBe('DELIVERED');
    expect(ofType('order.confirmed', '/flaky').map((m) => m.id)).toEqual([delivery?.messageId]);

    // A receiver that always fails: three attempts (two retries), then failed for good.
    script.set('/flaky', [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 200 }]);
    await bed.buy(await bed.customer(), 'match-open', [
      { blockId: 'R1', seatId: 'r1-a6', productId: 'full' },
    ]);
    for (let i = 0; i < 4; i += 1) {
      await send.runOnce();
      bed.clock.advance(1_000);
    }
    [delivery] = await deliveries(endpoint.endpoint.id);
    expect(delivery).toMatchObject({ status: 'FAILED', nextAttemptAt: null });
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 503, 503]);
    await bed.data(DELETE, { session: session(), id: endpoint.endpoint.id });
  });

  it('never sends a delivery twice at once with two workers racing, and stops for a disabled endpoint', async () => {
    const endpoint = await addEndpoint('riviera', '/race', ['ORDER_CONFIRMED']);
    for (const seat of ['r2-a1', 'r2-a2', 'r2-a3', 'r2-a4'])
      await bed.buy(await bed.customer(), 'match-open', [{ blockId: 'R2', seatId: seat, productId: 'full' }]);
    const one = worker({ batchSize: 3 });
    const two = worker({ batchSize: 3 });
    const claimed = (await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()])).reduce(
      (sum, n) => sum + n,
      0,
    );
    expect(claimed).toBe(4);
    const ids = ofType('order.confirmed', '/race').map((m) => m.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);

    // Disabled: what waits is given up and nothing new is sent.
    script.set('/race', [{ status: 500 }]);
    bed.clock.advance(1_000); // so the log lists this one first
    await bed.buy(await bed.customer(), 'match-open', [
      { blockId: 'R2', seatId: 'r2-a5', productId: 'full' },
    ]);
    await one.runOnce();
    await bed.data(ENABLE, { session: session(), id: endpoint.endpoint.id, enabled: false });
    bed.clock.advance(5_000);
    expect(await one.runOnce()).toBe(0);
    const [waiting] = await deliveries(endpoint.endpoint.id);
    expect(waiting).toMatchObject({ status: 'FAILED', attempts: [{ statusCode: 500 }] });
    await bed.buy(await bed.customer(), 'match-open', [
      { blockId: 'R2', seatId: 'r2-a6', productId: 'full' },
    ]);
    expect(await one.runOnce()).toBe(0);
    expect(await deliveries(endpoint.endpoint.id)).toHaveLength(5);

    // A rotated secret signs from then on; the old one no longer verifies.
    const rotated = await bed.data<{ backOfficeRotateWebhookSecret: { secret: string } }>(ROTATE, {
      session: session(),
      id: endpoint.endpoint.id,
    });
    expect(rotated.backOfficeRotateWebhookSecret.secret).not.toBe(secrets.get('/race'));
    // Edited: another URL and one event; the URL's rules apply as when adding.
    const edited = await bed.data<{ backOfficeUpdateWebhookEndpoint: { url: string; events: string[] } }>(
      UPDATE,
      {
        session: session(),
        id: endpoint.endpoint.id,
        input: { url: `${base}/race-2`, events: ['ENTRY_RECORDED', 'ENTRY_RECORDED'] },
      },
    );
    expect(edited.backOfficeUpdateWebhookEndpoint).toEqual({
      url: `${base}/race-2`,
      events: ['ENTRY_RECORDED'],
    });
    expect(
      await bed.errorCode(UPDATE, {
        session: session(),
        id: endpoint.endpoint.id,
        input: { url: 'https://192.168.0.10/', events: ['ENTRY_RECORDED'] },
      }),
    ).toBe('BAD_USER_INPUT');
    const audit = await bed.rows<{ action: string; after: unknown }>(
      `select action, after from staff_audit_log where tenant_id = 'riviera' and target_id = $1 order by created_at, action`,
      [endpoint.endpoint.id],
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'webhook.create',
        'webhook.disable',
        'webhook.rotate_secret',
        'webhook.update',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain('whsec_');
  });

  it('reports a ticket refunded at the counter, and nothing of a change that rolled back', async () => {
    const endpoint = await addEndpoint('riviera', '/refunds', ['ORDER_CONFIRMED', 'ORDER_REFUNDED']);
    const send = worker();
    bed.clock.set(FIXTURE_NOW);
    const { counterSell: sale } = await bed.data<{ counterSell: { orderId: string; ticketIds: string[] } }>(
      SELL,
      {
        session: session('ticket_office'),
        input: {
          eventId: 'match-open',
          tickets: ['r2-b1', 'r2-b2'].map((seatId) => ({
            blockId: 'R2',
            seatId,
            productId: 'full',
            holderFirstName: 'Hélène',
            holderLastName: 'Dupré',
          })),
          buyer: { email: 'helene.webhooks@fans.example', firstName: 'Hélène', lastName: 'Dupré' },
          paymentType: 'CASH',
          sendTickets: false,
        },
      },
    );
    const [refunded, kept] = sale.ticketIds;
    await bed.data(REFUND, {
      session: session('ticket_office'),
      orderId: sale.orderId,
      ticketId: refunded,
      reason: 'FAN_REQUEST',
    });
    await send.runOnce();
    expect(ofType('order.confirmed', '/refunds').map((m) => m.data['orderId'])).toEqual([sale.orderId]);
    const [refund] = ofType('order.refunded', '/refunds');
    expect(refund?.data).toMatchObject({
      orderId: sale.orderId,
      reason: 'ticket_refund',
      currency: 'EUR',
      tickets: [{ ticketId: refunded }],
    });
    expect(refund?.data['refundedCents']).toBeGreaterThan(0);
    expect(refund?.data['tickets']).not.toContainEqual(expect.objectContaining({ ticketId: kept }));

    // An event belongs to its transaction: rolled back with it, it is never sent.
    const before = await bed.rows<{ n: number }>(`select count(*)::int as n from webhook_messages`);
    await expect(
      bed.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, {
          tenantId: 'riviera',
          type: 'order.refunded',
          now: bed.clock.now(),
          data: async () => ({ orderId: 'ord_rolled_back' }),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await bed.rows<{ n: number }>(`select count(*)::int as n from webhook_messages`)).toEqual(before);
    expect(await send.runOnce()).toBe(0);
    await bed.data(DELETE, { session: session(), id: endpoint.endpoint.id });
  });

  it('refuses roles without INTEGRATIONS_MANAGE and URLs that are not https to a public host', async () => {
    const refused = STAFF_ROLES.filter((role) => !ROLE_PERMISSIONS[role].includes('INTEGRATIONS_MANAGE'));
    expect(refused.length).toBeGreaterThan(0);
    for (const role of refused) {
      expect(await bed.errorCode(ENDPOINTS, { session: session(role) })).toBe('STAFF_FORBIDDEN');
      expect(
        await bed.errorCode(CREATE, {
          session: session(role),
          input: { url: 'https://crm.example.com/hooks', events: ['ORDER_CONFIRMED'] },
        }),
      ).toBe('STAFF_FORBIDDEN');
    }
    for (const url of [
      'ftp://crm.example.com/hooks',
      'http://crm.example.com/hooks',
      'https://10.0.0.8/hooks',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/hooks',
      'https://user:pw@crm.example.com/',
      'not a url',
    ]) {
      const answer = await bed.gql(CREATE, {
        session: session(),
        input: { url, events: ['ORDER_CONFIRMED'] },
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        issues: [{ path: 'input.url' }],
      });
    }
    expect(
      await bed.errorCode(CREATE, {
        session: session(),
        input: { url: 'https://crm.example.com/', events: [] },
      }),
    ).toBe('BAD_USER_INPUT');
    const { backOfficeWebhookEndpoints: left } = await bed.data<{ backOfficeWebhookEndpoints: unknown[] }>(
      ENDPOINTS,
      {
        session: session(),
      },
    );
    expect(left).toHaveLength(1); // only the /race endpoint of the test before
  });
});

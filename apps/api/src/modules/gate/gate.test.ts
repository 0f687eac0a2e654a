import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_ROLES, type StaffRole } from '@stadio/db';
import type { StaffPermission } from '@stadio/graphql/resolvers-types';
import { createLogger } from '@stadio/logger';
import { resolveTenantsDir, tenantSchema } from '@stadio/tenants';
import { createTicketKeyring } from '@stadio/ticket-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../test-support/call-graphql';
import { DEFAULT_IDENTITY_SETTINGS } from '../identity/identity-settings';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { TESTBED_TENANTS, type Club } from '../orders/test-fixtures/orders-testbed';
import { startPaymentsTestbed, type PaymentsTestbed } from '../payments/test-fixtures/payments-testbed';
import { RESALE_DAY } from '../resale/test-fixtures/resale-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { ROLE_PERMISSIONS } from '../staff/staff-permissions';
import { reissueTicket } from '../tickets/reissue-ticket';
import { setTicketServices } from '../tickets/ticket-services';

const EVENTS = `query ($session: StaffSessionInput!) { staffGateEvents(session: $session) { id name startDatetime } }`;
const LIST = `query ($session: StaffSessionInput!, $eventId: ID!) { staffGateList(session: $session, eventId: $eventId) {
  event { id name } clubSlug publicKey generatedAt
  tickets { ticketId version blockName rowName seatNumber categoryName }
  revoked { ticketId reason } entries { ticketId version scannedAt } } }`;
const RECORD = `mutation ($session: StaffSessionInput!, $eventId: ID!, $deviceId: String!, $entries: [GateEntryInput!]!, $since: String) {
  staffRecordGateEntries(session: $session, eventId: $eventId, deviceId: $deviceId, entries: $entries, since: $since) {
    results { entryId ticketId version outcome firstScannedAt } entries { ticketId version scannedAt } syncedAt } }`;
const CANCEL = `mutation ($session: StaffSessionInput!, $orderId: ID!) { staffCancelOrder(session: $session, orderId: $orderId) { status } }`;

interface GateList {
  event: { id: string; name: string };
  clubSlug: string;
  publicKey: string;
  tickets: Array<{
    ticketId: string;
    version: number;
    blockName: string;
    rowName: string | null;
    seatNumber: string | null;
    categoryName: string;
  }>;
  revoked: Array<{ ticketId: string; reason: string }>;
  entries: Array<{ ticketId: string; version: number; scannedAt: string }>;
}
interface GateSync {
  results: Array<{
    entryId: string;
    ticketId: string;
    version: number;
    outcome: string;
    firstScannedAt: string | null;
  }>;
  entries: Array<{ ticketId: string; version: number; scannedAt: string }>;
  syncedAt: string;
}

/** Each gate operation, the permission it needs, and its variables. */
const OPERATIONS: Array<{ name: string; permission: StaffPermission; query: string; variables: object }> = [
  { name: 'staffGateEvents', permission: 'TICKET_SCAN', query: EVENTS, variables: {} },
  { name: 'staffGateList', permission: 'TICKET_SCAN', query: LIST, variables: { eventId: 'match-open' } },
  {
    name: 'staffRecordGateEntries',
    permission: 'TICKET_SCAN',
    query: RECORD,
    variables: { eventId: 'match-open', deviceId: 'gate-x', entries: [] },
  },
];

describe('gate scanning (PostgreSQL)', () => {
  let bed: PaymentsTestbed;
  let keysDir: string;
  const yoga = createGraphQLHandler(createLogger('gate-test', { level: 'silent' }));
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndSecurity: CreatedStaff;
  /** A paid ticket of match-open, and one of an order the ticket office then cancelled. */
  let ticketId: string;
  let cancelledTicketId: string;

  const gql = <T>(query: string, variables: Record<string, unknown>, club: Club = 'riviera') =>
    callGraphQL<T>(
      yoga,
      {
        tenant: tenantSchema.parse(TESTBED_TENANTS[club]),
        db: bed.orders.db,
        logger: createLogger('gate-test', { level: 'silent' }),
        requestId: 'test',
        now: bed.orders.clock.now,
        payments: bed.services,
        identity: { ...DEFAULT_IDENTITY_SETTINGS, passwordCost: TEST_PASSWORD_COST },
        clientAddress: '203.0.113.27',
      },
      query,
      variables,
    );
  const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const sessionOf = (account: CreatedStaff) => ({ staffId: account.id, epoch: 0 });
  const security = () => sessionOf(staff.get('security') as CreatedStaff);
  const dataOf = <T>(answer: GraphQLAnswer<T>): T => {
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  };
  const list = async (session = security(), club: Club = 'riviera') =>
    dataOf(await gql<{ staffGateList: GateList }>(LIST, { session, eventId: 'match-open' }, club))
      .staffGateList;
  const record = async (
    deviceId: string,
    entries: Array<{ entryId: string; ticketId: string; version: number; scannedAt: string }>,
    options: { session?: { staffId: string; epoch: number }; club?: Club; since?: string } = {},
  ) =>
    dataOf(
      await gql<{ staffRecordGateEntries: GateSync }>(
        RECORD,
        {
          session: options.session ?? security(),
          eventId: 'match-open',
          deviceId,
          entries,
          since: options.since,
        },
        options.club,
      ),
    ).staffRecordGateEntries;
  const entry = (id: string, version = 1) => ({
    entryId: randomUUID(),
    ticketId: id,
    version,
    scannedAt: bed.orders.clock.now().toISOString(),
  });

  /** A new customer's paid order of one seat of match-open: its ticket id and order id. */
  const paidTicket = async (seatId: string) => {
    const { orderId } = await bed.paidOrder(seatId);
    const [row] = await bed.orders.rows<{ id: string }>(`select id from seat_tickets where order_id = $1`, [
      orderId,
    ]);
    if (!row) throw new Error('no ticket');
    return { ticketId: row.id, orderId };
  };

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    keysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-gate-keys-'));
    setTicketServices({
      keyring: createTicketKeyring('gate-testbed-secret-0123456789abcdef', {}),
      assetsDir: resolveTenantsDir(),
      walletKeysDir: keysDir,
      production: false,
      shopOrigin: (tenant) => `http://${tenant.slug}.localhost:3000`,
    });
    const accounts = await staffPerRole(bed.orders.db, {
      clubSlug: 'riviera',
      emailDomain: 'gate.example',
      now: bed.orders.clock.now(),
    });
    for (const [role, account] of accounts) staff.set(role, account);
    northEndSecurity = await createStaff(bed.orders.db, {
      clubSlug: 'north-end',
      email: 'security@north-end.example',
      role: 'security',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.orders.clock.now(),
    });
    bed.orders.clock.set(RESALE_DAY);
    ({ ticketId } = await paidTicket('r1-c5'));
    const cancelled = await paidTicket('r1-c6');
    cancelledTicketId = cancelled.ticketId;
    const answer = await gql<{ staffCancelOrder: { status: string } }>(CANCEL, {
      session: sessionOf(staff.get('ticket_office') as CreatedStaff),
      orderId: cancelled.orderId,
    });
    expect(answer.data?.staffCancelOrder.status).toBe('CANCELLED');
  });
  afterAll(async () => {
    await bed?.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  });

  it('gives a steward the upcoming events and the gate list: key, valid tickets with seats, void ones', async () => {
    const events = dataOf(
      await gql<{ staffGateEvents: Array<{ id: string }> }>(EVENTS, { session: security() }),
    );
    expect(events.staffGateEvents.map((event) => event.id)).toContain('match-open');
    const gate = await list();
    expect(gate.event.id).toBe('match-open');
    expect(gate.clubSlug).toBe('riviera');
    expect(gate.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const mine = gate.tickets.find((ticket) => ticket.ticketId === ticketId);
    expect(mine).toMatchObject({ version: 1, rowName: expect.any(String), seatNumber: expect.any(String) });
    expect(mine?.blockName).toBeTruthy();
    expect(mine?.categoryName).toBeTruthy();
    expect(gate.tickets.map((ticket) => ticket.ticketId)).not.toContain(cancelledTicketId);
    expect(gate.revoked).toContainEqual({ ticketId: cancelledTicketId, reason: 'CANCELLED' });
  });

  const forbidden = STAFF_ROLES.flatMap((role) =>
    OPERATIONS.filter((op) => !ROLE_PERMISSIONS[role].includes(op.permission)).map((op) => ({ role, ...op })),
  );
  it.each(forbidden)('$role may not call $name', async ({ role, query, variables }) => {
    const answer = await gql(query, { session: sessionOf(staff.get(role) as CreatedStaff), ...variables });
    expect(codeOf(answer)).toBe('STAFF_FORBIDDEN');
    expect(answer.errors?.[0]?.extensions?.permission).toBe('TICKET_SCAN');
  });

  it('refuses another club: its staff here, and this club event or tickets from there', async () => {
    const other = sessionOf(northEndSecurity);
    for (const op of OPERATIONS)
      expect(codeOf(await gql(op.query, { session: other, ...op.variables }))).toBe('STAFF_SESSION_ENDED');
    // At its own club, north-end's steward sees none of riviera's tickets and cannot record them.
    const theirs = await list(other, 'north-end');
    expect(theirs.clubSlug).toBe('north-end');
    expect(theirs.tickets.map((ticket) => ticket.ticketId)).not.toContain(ticketId);
    const sync = await record('north-gate', [entry(ticketId)], { session: other, club: 'north-end' });
    expect(sync.results.map((result) => result.outcome)).toEqual(['NOT_VALID']);
    expect(codeOf(await gql(LIST, { session: security(), eventId: 'no-such-event' }))).toBe(
      'GATE_EVENT_NOT_FOUND',
    );
    expect(codeOf(await gql(LIST, { session: security(), eventId: '' }))).toBe('BAD_USER_INPUT');
  });

  it('records the first scan, reports a second gate as a duplicate, and answers a retry alike', async () => {
    const first = entry(ticketId);
    const sync = await record('gate-a', [first]);
    expect(sync.results).toEqual([
      { entryId: first.entryId, ticketId, version: 1, outcome: 'FIRST', firstScannedAt: first.scannedAt },
    ]);
    // The device did not get the answer and sends the same scan again: still the entry.
    const retry = await record('gate-a', [first]);
    expect(retry.results[0]?.outcome).toBe('FIRST');
    bed.orders.clock.advance(90_000);
    // Another gate scanned the same ticket offline and syncs later: it came second.
    const second = entry(ticketId);
    const other = await record('gate-b', [second], { since: sync.syncedAt });
    expect(other.results).toEqual([
      {
        entryId: second.entryId,
        ticketId,
        version: 1,
        outcome: 'DUPLICATE',
        firstScannedAt: first.scannedAt,
      },
    ]);
    expect(other.entries).toContainEqual({ ticketId, version: 1, scannedAt: first.scannedAt });
    const rows = await bed.orders.rows<{ entry_id: string; device_id: string }>(
      `select entry_id, device_id from gate_entries where tenant_id = 'riviera' and ticket_id = $1`,
      [ticketId],
    );
    expect(rows).toEqual([{ entry_id: first.entryId, device_id: 'gate-a' }]);
    expect((await list()).entries).toEqual([{ ticketId, version: 1, scannedAt: first.scannedAt }]);
    const audit = await bed.orders.rows<{
      staff_email: string;
      after: { duplicate: string[]; first: string[] };
    }>(
      `select staff_email, after from staff_audit_log where action = 'gate.entries' and target_id = 'match-open'
       and tenant_id = 'riviera' order by created_at, id`,
    );
    expect(audit.map((row) => row.staff_email)).toEqual([
      'security@gate.example',
      'security@gate.example',
      'security@gate.example',
    ]);
    expect(audit[2]?.after.duplicate).toEqual([`${ticketId}:1`]);
  });

  it('does not record a cancelled ticket, an old version or a ticket of another event', async () => {
    const sync = await record('gate-c', [
      entry(cancelledTicketId),
      entry(ticketId, 2),
      entry('no-such-ticket'),
    ]);
    expect(sync.results.map((result) => [result.outcome, result.firstScannedAt])).toEqual([
      ['NOT_VALID', null],
      ['NOT_VALID', null],
      ['NOT_VALID', null],
    ]);
    const [count] = await bed.orders.rows<{ n: number }>(
      `select count(*)::int as n from gate_entries where device_id = 'gate-c'`,
    );
    expect(count?.n).toBe(0);
  });

  it('lets in only the current version of a re-issued ticket (a transfer)', async () => {
    const { ticketId: moved } = await paidTicket('r1-c7');
    expect((await list()).tickets.find((ticket) => ticket.ticketId === moved)?.version).toBe(1);
    expect(await reissueTicket(bed.orders.db, 'riviera', moved, bed.orders.clock.now())).toBe(2);
    expect((await list()).tickets.find((ticket) => ticket.ticketId === moved)?.version).toBe(2);
    const sync = await record('gate-e', [entry(moved, 1), entry(moved, 2)]);
    expect(sync.results.map((result) => result.outcome)).toEqual(['NOT_VALID', 'FIRST']);
  });

  it('refuses bad input with BAD_USER_INPUT', async () => {
    const bad = [
      { ...entry(ticketId), entryId: 'not-a-uuid' },
      { ...entry(ticketId), scannedAt: 'yesterday' },
      { ...entry(ticketId), version: 0 },
    ];
    for (const one of bad)
      expect(
        codeOf(
          await gql(RECORD, {
            session: security(),
            eventId: 'match-open',
            deviceId: 'gate-d',
            entries: [one],
          }),
        ),
      ).toBe('BAD_USER_INPUT');
  });
});

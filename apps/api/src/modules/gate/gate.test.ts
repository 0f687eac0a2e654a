import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_ROLES, type StaffRole } from '@stadio/db';
import type { StaffPermission } from '@stadio/graphql/resolvers-types';
import { createLogger } from '@stadio/logger';
import { resolveTenantsDir, tenantSchema } from '@stadio/tenants';
import {
  createTicketKeyring,
  gateCodeDigest,
  normalizeGateCode,
  signTicketToken,
  type TicketKeyring,
} from '@stadio/ticket-tokens';
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
import { TRANSFER } from '../resale/test-fixtures/resale-testbed';
import { reissueTicket } from '../tickets/reissue-ticket';
import { deliverableTickets, ticketPage } from '../tickets/ticket-documents';
import { setTicketServices } from '../tickets/ticket-services';

const EVENTS = `query ($session: StaffSessionInput!) { staffGateEvents(session: $session) { id name startDatetime } }`;
const LIST = `query ($session: StaffSessionInput!, $eventId: ID!) { staffGateList(session: $session, eventId: $eventId) {
  event { id name } clubSlug publicKey generatedAt
  tickets { ticketId version blockName rowName seatNumber categoryName codeDigest }
  revoked { ticketId reason } entries { ticketId version scannedAt } } }`;
const RECORD = `mutation ($session: StaffSessionInput!, $eventId: ID!, $deviceId: String!, $entries: [GateEntryInput!]!, $since: String) {
  staffRecordGateEntries(session: $session, eventId: $eventId, deviceId: $deviceId, entries: $entries, since: $since) {
    results { entryId ticketId version outcome firstScannedAt refusal } entries { ticketId version scannedAt } syncedAt } }`;
const TICKET = `query ($session: StaffSessionInput!, $eventId: ID!, $ticketId: ID!) {
  staffGateTicket(session: $session, eventId: $eventId, ticketId: $ticketId) {
    ticket { ticketId version blockName rowName seatNumber categoryName codeDigest } revoked } }`;
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
    codeDigest: string;
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
    refusal: string | null;
  }>;
  entries: Array<{ ticketId: string; version: number; scannedAt: string }>;
  syncedAt: string;
}

/** Each gate operation, the permission it needs, and its variables. */
const OPERATIONS: Array<{ name: string; permission: StaffPermission; query: string; variables: object }> = [
  { name: 'staffGateEvents', permission: 'TICKET_SCAN', query: EVENTS, variables: {} },
  { name: 'staffGateList', permission: 'TICKET_SCAN', query: LIST, variables: { eventId: 'match-open' } },
  {
    name: 'staffGateTicket',
    permission: 'TICKET_SCAN',
    query: TICKET,
    variables: { eventId: 'match-open', ticketId: 'tkt_none' },
  },
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
  const keyring: TicketKeyring = createTicketKeyring('gate-testbed-secret-0123456789abcdef', {});
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
    entries: Array<{
      entryId: string;
      ticketId: string;
      version: number;
      scannedAt: string;
      token?: string;
      code?: string;
    }>,
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
  /** A scan as a device sends it, with nothing to prove it: what a copied id and version are. */
  const bare = (id: string, version = 1) => ({
    entryId: randomUUID(),
    ticketId: id,
    version,
    scannedAt: bed.orders.clock.now().toISOString(),
  });
  /** The club's signed QR token of a ticket version, as the camera reads it from the PDF. */
  const qrOf = (id: string, version = 1, eventId = 'match-open') =>
    signTicketToken(
      { tenant: 'riviera', ticketId: id, eventId, version },
      keyring.privateKey('riviera'),
      bed.orders.clock.now(),
    );
  /** A scan of the ticket's QR code. */
  const entry = async (id: string, version = 1) => ({ ...bare(id, version), token: await qrOf(id, version) });
  const outcomes = (sync: GateSync) => sync.results.map((result) => [result.outcome, result.refusal]);
  const riviera = tenantSchema.parse(TESTBED_TENANTS.riviera);
  /** The ticket page the customer downloads now: its number, QR token and printed gate code. */
  const pageOf = async (customerId: string, id: string) => {
    const found = await deliverableTickets(
      { db: bed.orders.db, tenant: riviera, customerId, now: bed.orders.clock.now() },
      { ticketIds: [id] },
    );
    if (found.kind !== 'ok' || !found.tickets[0]) throw new Error(`no ticket to download: ${found.kind}`);
    return ticketPage(keyring, riviera, found.tickets[0], bed.orders.clock.now());
  };

  /** A new customer's paid order of one seat of match-open: its ticket id and order id. */
  const paidTicket = async (seatId: string) => {
    const { orderId, customerId } = await bed.paidOrder(seatId);
    const [row] = await bed.orders.rows<{ id: string }>(`select id from seat_tickets where order_id = $1`, [
      orderId,
    ]);
    if (!row) throw new Error('no ticket');
    return { ticketId: row.id, orderId, customerId };
  };

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    keysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-gate-keys-'));
    setTicketServices({
      keyring,
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
    const sync = await record('north-gate', [await entry(ticketId)], { session: other, club: 'north-end' });
    expect(sync.results.map((result) => result.outcome)).toEqual(['NOT_VALID']);
    expect(codeOf(await gql(LIST, { session: security(), eventId: 'no-such-event' }))).toBe(
      'GATE_EVENT_NOT_FOUND',
    );
    expect(codeOf(await gql(LIST, { session: security(), eventId: '' }))).toBe('BAD_USER_INPUT');
  });

  it('records the first scan, reports a second gate as a duplicate, and answers a retry alike', async () => {
    const first = await entry(ticketId);
    const sync = await record('gate-a', [first]);
    expect(sync.results).toEqual([
      {
        entryId: first.entryId,
        ticketId,
        version: 1,
        outcome: 'FIRST',
        firstScannedAt: first.scannedAt,
        refusal: null,
      },
    ]);
    // The device did not get the answer and sends the same scan again: still the entry.
    const retry = await record('gate-a', [first]);
    expect(retry.results[0]?.outcome).toBe('FIRST');
    bed.orders.clock.advance(90_000);
    // Another gate scanned the same ticket offline and syncs later: it came second.
    const second = await entry(ticketId);
    const other = await record('gate-b', [second], { since: sync.syncedAt });
    expect(other.results).toEqual([
      {
        entryId: second.entryId,
        ticketId,
        version: 1,
        outcome: 'DUPLICATE',
        firstScannedAt: first.scannedAt,
        refusal: null,
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
      await entry(cancelledTicketId),
      await entry(ticketId, 2),
      await entry('no-such-ticket'),
    ]);
    expect(sync.results.map((result) => [result.outcome, result.firstScannedAt, result.refusal])).toEqual([
      ['NOT_VALID', null, 'NOT_ADMITTED'],
      ['NOT_VALID', null, 'NOT_ADMITTED'],
      ['NOT_VALID', null, 'NOT_ADMITTED'],
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
    const sync = await record('gate-e', [await entry(moved, 1), await entry(moved, 2)]);
    expect(outcomes(sync)).toEqual([
      ['NOT_VALID', 'NOT_ADMITTED'],
      ['FIRST', null],
    ]);
  });

  it('records nothing a scan does not prove: an id and a version alone, another ticket’s or a forged QR code', async () => {
    const { ticketId: shown } = await paidTicket('r1-c8');
    const other = await qrOf(ticketId);
    const genuine = await qrOf(shown);
    const forged = `${genuine.slice(0, -4)}${genuine.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const sync = await record('gate-f', [
      // What anyone copies from a PDF, or makes up: the current version, but no QR code or gate code.
      bare(shown),
      { ...bare(shown), token: other },
      { ...bare(shown), token: forged },
      { ...bare(shown), token: await qrOf(shown, 1, 'match-other') },
      { ...bare(shown), code: 'K7M2-QXA9' },
    ]);
    expect(outcomes(sync)).toEqual([
      ['NOT_VALID', 'NO_PROOF'],
      ['NOT_VALID', 'BAD_TOKEN'],
      ['NOT_VALID', 'BAD_TOKEN'],
      ['NOT_VALID', 'BAD_TOKEN'],
      ['NOT_VALID', 'WRONG_CODE'],
    ]);
    expect(await bed.orders.rows(`select 1 from gate_entries where ticket_id = $1`, [shown])).toEqual([]);
    const [audit] = await bed.orders.rows<{ after: { unproven: string[] } }>(
      `select after from staff_audit_log where action = 'gate.entries' and after ->> 'deviceId' = 'gate-f'`,
    );
    expect(audit?.after.unproven).toEqual([
      `${shown}:1:NO_PROOF`,
      `${shown}:1:BAD_TOKEN`,
      `${shown}:1:BAD_TOKEN`,
      `${shown}:1:BAD_TOKEN`,
      `${shown}:1:WRONG_CODE`,
    ]);
    // The QR code itself still gets in afterwards: the refusals recorded nothing.
    expect(outcomes(await record('gate-f', [{ ...bare(shown), token: genuine }]))).toEqual([['FIRST', null]]);
  });

  it('after a transfer, refuses the seller’s typed number with or without the old code and lets the new holder’s in', async () => {
    const { ticketId: sold, customerId: seller } = await paidTicket('r1-c9');
    const sellersPdf = await pageOf(seller, sold);
    expect(sellersPdf.facts.version).toBe(1);
    const before = (await list()).tickets.find((ticket) => ticket.ticketId === sold);
    expect(before?.codeDigest).toBe(
      gateCodeDigest(
        { tenant: 'riviera', ticketId: sold, version: 1 },
        normalizeGateCode(sellersPdf.gateCode) ?? '',
      ),
    );

    const buyer = await bed.orders.customer();
    const [buyerRow] = await bed.orders.rows<{ email: string }>(`select email from customers where id = $1`, [
      buyer,
    ]);
    const moved = await gql(TRANSFER, { customerId: seller, ticketIds: [sold], email: buyerRow?.email });
    expect(moved.errors).toBeUndefined();
    const buyersPdf = await pageOf(buyer, sold);
    expect(buyersPdf.facts.version).toBe(2);
    expect(buyersPdf.gateCode).not.toBe(sellersPdf.gateCode);
    const after = (await list()).tickets.find((ticket) => ticket.ticketId === sold);
    expect(after).toMatchObject({ version: 2 });
    expect(after?.codeDigest).not.toBe(before?.codeDigest);

    // The seller at a gate with the old PDF: the number typed at the current version, with
    // nothing, with the old code, and the old code at the old version. None gets in.
    const sync = await record('gate-g', [
      bare(sold, 2),
      { ...bare(sold, 2), code: sellersPdf.gateCode },
      { ...bare(sold, 1), code: sellersPdf.gateCode },
    ]);
    expect(outcomes(sync)).toEqual([
      ['NOT_VALID', 'NO_PROOF'],
      ['NOT_VALID', 'WRONG_CODE'],
      ['NOT_VALID', 'NOT_ADMITTED'],
    ]);
    expect(await bed.orders.rows(`select 1 from gate_entries where ticket_id = $1`, [sold])).toEqual([]);
    // The buyer's number and code, typed as printed (lower case is read too): the entry.
    const typed = { ...bare(sold, 2), code: buyersPdf.gateCode.toLowerCase() };
    expect(outcomes(await record('gate-g', [typed]))).toEqual([['FIRST', null]]);
    expect(
      await bed.orders.rows<{ version: number }>(`select version from gate_entries where ticket_id = $1`, [
        sold,
      ]),
    ).toEqual([{ version: 2 }]);
  });

  it('tells a device online about a ticket its list does not know yet, and about a void one', async () => {
    const loaded = await list();
    const { ticketId: late } = await paidTicket('r1-c10');
    expect(loaded.tickets.map((ticket) => ticket.ticketId)).not.toContain(late);
    const lookup = (id: string, session = security(), club: Club = 'riviera') =>
      gql<{ staffGateTicket: { ticket: GateList['tickets'][number] | null; revoked: string | null } }>(
        TICKET,
        { session, eventId: 'match-open', ticketId: id },
        club,
      );
    const found = dataOf(await lookup(late)).staffGateTicket;
    expect(found.revoked).toBeNull();
    expect(found.ticket).toEqual((await list()).tickets.find((ticket) => ticket.ticketId === late));
    expect(dataOf(await lookup(cancelledTicketId)).staffGateTicket).toEqual({
      ticket: null,
      revoked: 'CANCELLED',
    });
    expect(dataOf(await lookup('tkt_nobody')).staffGateTicket).toEqual({ ticket: null, revoked: null });
    // Another club's steward, at their own club, learns nothing of riviera's ticket.
    const theirs = await lookup(late, sessionOf(northEndSecurity), 'north-end');
    expect(theirs.data?.staffGateTicket ?? null).toEqual({ ticket: null, revoked: null });
  });

  it('refuses bad input with BAD_USER_INPUT', async () => {
    const bad = [
      { ...(await entry(ticketId)), entryId: 'not-a-uuid' },
      { ...(await entry(ticketId)), scannedAt: 'yesterday' },
      { ...(await entry(ticketId)), version: 0 },
      { ...bare(ticketId), code: 'x'.repeat(21) },
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

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_ROLES, type StaffRole } from '@stadio/db';
import type { StaffPermission } from '@stadio/graphql/resolvers-types';
import { createLogger } from '@stadio/logger';
import { resolveTenantsDir, tenantSchema } from '@stadio/tenants';
import { createTicketKeyring, signTicketToken } from '@stadio/ticket-tokens';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../test-support/call-graphql';
import { DEFAULT_IDENTITY_SETTINGS } from '../identity/identity-settings';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { TESTBED_TENANTS, type Club } from '../orders/test-fixtures/orders-testbed';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { RESALE_DAY } from '../resale/test-fixtures/resale-testbed';
import type { PaymentServices } from '../payments/payment-provider';
import { ORDER_VALIDATION, type ValidationData } from '../payments/test-fixtures/payment-operations';
import {
  INSTALMENTS_IN_3,
  startPaymentsTestbed,
  type PaymentsTestbed,
} from '../payments/test-fixtures/payments-testbed';
import { setTicketServices, type TicketServices } from '../tickets/ticket-services';
import { verifyTicket } from '../tickets/verify-ticket';
import { createStaff, type CreatedStaff } from './create-staff';
import { staffPerRole } from './test-fixtures/staff-per-role';
import { ROLE_PERMISSIONS } from './staff-permissions';

const SUCCESS = '4242 4242 4242 4242';
const STAFF_FIELDS = 'orderId status cancelledBy isCancellable canResendTickets';
const LOGIN = `mutation ($email: String!, $password: String!, $code: String!) {
  staffLogin(email: $email, password: $password, code: $code) { staff { id email role clubSlug permissions sessionEpoch } } }`;
const ME = `query ($session: StaffSessionInput!) { staffMe(session: $session) { id role } }`;
const SEARCH = `query ($session: StaffSessionInput!, $query: String!) {
  staffOrders(session: $session, query: $query) { orderId status customerEmail items totalAmount } }`;
const VIEW = `query ($session: StaffSessionInput!, $orderId: ID!) { staffOrder(session: $session, orderId: $orderId) {
  ${STAFF_FIELDS} customer { email } tickets { id seatId status version } payments { status amount refunds { amount reason } }
  mails { template } audit { action staffEmail } } }`;
const PAYMENT_IDS = `query ($session: StaffSessionInput!, $orderId: ID!) {
  staffOrder(session: $session, orderId: $orderId) { payments { id provider status } } }`;
const CANCEL = `mutation ($session: StaffSessionInput!, $orderId: ID!) {
  staffCancelOrder(session: $session, orderId: $orderId) { ${STAFF_FIELDS} payments { refunds { amount } } } }`;
const RESEND = `mutation ($session: StaffSessionInput!, $orderId: ID!) {
  staffResendTickets(session: $session, orderId: $orderId) { ${STAFF_FIELDS} mails { template } } }`;
const LOGOUT = `mutation ($session: StaffSessionInput!) { staffLogout(session: $session) }`;
const CANCELLED_ORDERS = `query ($customerId: ID!) { myCancelledOrders(customerId: $customerId) { orderId refundedAmount items } }`;
const FAN_CANCEL = `mutation ($customerId: ID!, $orderId: ID!) { cancelOrder(customerId: $customerId, orderId: $orderId) }`;

/** Each staff operation of the ticket office, the permission it needs, and how to call it. */
const OPERATIONS: Array<{
  permission: StaffPermission;
  query: string;
  variables: (orderId: string) => object;
}> = [
  { permission: 'ORDER_SEARCH', query: SEARCH, variables: (orderId) => ({ query: orderId }) },
  { permission: 'ORDER_VIEW', query: VIEW, variables: (orderId) => ({ orderId }) },
  { permission: 'ORDER_CANCEL', query: CANCEL, variables: (orderId) => ({ orderId }) },
  { permission: 'ORDER_RESEND_TICKETS', query: RESEND, variables: (orderId) => ({ orderId }) },
];

describe('club staff and the ticket office (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  let keysDir: string;
  let ticketServices: TicketServices;
  const yoga = createGraphQLHandler(createLogger('staff-test', { level: 'silent' }));
  /** One account per role at riviera (the superadmin at no club), made once. */
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndAdmin: CreatedStaff;

  const gql = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    club: Club = 'riviera',
    services?: PaymentServices,
    clientAddress = '203.0.113.24',
  ): Promise<GraphQLAnswer<T>> =>
    callGraphQL<T>(
      yoga,
      {
        tenant: tenantSchema.parse(TESTBED_TENANTS[club]),
        db: bed.orders.db,
        logger: createLogger('staff-test', { level: 'silent' }),
        requestId: 'test',
        now: bed.orders.clock.now,
        payments: services ?? bed.services,
        identity: { ...DEFAULT_IDENTITY_SETTINGS, passwordCost: TEST_PASSWORD_COST },
        clientAddress,
      },
      query,
      variables,
    );
  const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;
  const sessionOf = (account: CreatedStaff) => ({ staffId: account.id, epoch: 0 });
  const as = (role: StaffRole) => {
    const account = staff.get(role);
    if (!account) throw new Error(`no ${role}`);
    return account;
  };
  const rows = <T>(text: string, values: unknown[] = []) => bed.orders.rows<T>(text, values);

  const orderStatus = async (orderId: string) =>
    (await rows<{ status: string }>(`select status from orders where id = $1`, [orderId]))[0]?.status;
  const auditOf = (orderId: string) =>
    rows<{ action: string; staff_email: string | null; before: unknown; after: unknown }>(
      `select action, staff_email, before, after from staff_audit_log where target_id = $1 order by created_at, id`,
      [orderId],
    );

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    keysDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-staff-keys-'));
    ticketServices = {
      keyring: createTicketKeyring('staff-testbed-secret-0123456789abcdef', {}),
      assetsDir: resolveTenantsDir(),
      walletKeysDir: keysDir,
      production: false,
      shopOrigin: (tenant) => `http://${tenant.slug}.localhost:3000`,
    };
    setTicketServices(ticketServices);
    const accounts = await staffPerRole(bed.orders.db, {
      clubSlug: 'riviera',
      emailDomain: 'staff.example',
      now: bed.orders.clock.now(),
    });
    for (const [role, account] of accounts) staff.set(role, account);
    northEndAdmin = await createStaff(bed.orders.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.orders.clock.now(),
    });
  });
  afterAll(async () => {
    await bed?.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  });

  describe('accounts and sign-in', () => {
    it('creates accounts with a random password and a TOTP secret, audited as the command line', async () => {
      const office = as('ticket_office');
      expect(office.initialPassword).toMatch(/^[\w-]{27}$/);
      expect(office.initialPassword).not.toBe(as('admin').initialPassword);
      expect(office.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      expect(as('superadmin').clubSlug).toBeNull();
      const [row] = await rows<{ password_hash: string; tenant_id: string }>(
        `select password_hash, tenant_id from staff_accounts where id = $1`,
        [office.id],
      );
      expect(row?.tenant_id).toBe('riviera');
      expect(row?.password_hash).not.toContain(office.initialPassword);
      expect(await auditOf(office.id)).toEqual([
        expect.objectContaining({ action: 'staff.create', staff_email: null }),
      ]);
      await expect(
        createStaff(bed.orders.db, {
          clubSlug: 'riviera',
          email: 'TICKET_OFFICE@staff.example',
          role: 'crm',
          passwordCost: TEST_PASSWORD_COST,
          now: bed.orders.clock.now(),
        }),
      ).rejects.toThrow();
    });

    it('signs in with password and a TOTP code, each code once; anything wrong fails alike', async () => {
      const office = as('ticket_office');
      const now = () => Math.floor(bed.orders.clock.now().getTime() / 1000);
      const code = await generate({ secret: office.totpSecret, epoch: now() });
      const login = (password: string, otp: string, club: Club = 'riviera', email = office.email) =>
        gql<{ staffLogin: { staff: { id: string; role: string; permissions: string[] } } }>(
          LOGIN,
          { email, password, code: otp },
          club,
        );
      const wrong = code === '000000' ? '111111' : '000000';
      expect(codeOf(await login(office.initialPassword, wrong))).toBe('STAFF_LOGIN_FAILED');
      expect(codeOf(await login('not-the-password', code))).toBe('STAFF_LOGIN_FAILED');
      expect(codeOf(await login(office.initialPassword, code, 'north-end'))).toBe('STAFF_LOGIN_FAILED');
      expect(codeOf(await login(office.initialPassword, code, 'riviera', 'nobody@staff.example'))).toBe(
        'STAFF_LOGIN_FAILED',
      );
      expect(codeOf(await gql(LOGIN, { email: office.email, password: 'x', code: '12' }))).toBe(
        'BAD_USER_INPUT',
      );
      const answer = await login(office.initialPassword, code);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.staffLogin.staff).toMatchObject({ id: office.id, role: 'TICKET_OFFICE' });
      expect(answer.data?.staffLogin.staff.permissions).toEqual([...ROLE_PERMISSIONS.ticket_office]);
      // The same code again (seen over a shoulder): refused.
      expect(codeOf(await login(office.initialPassword, code))).toBe('STAFF_LOGIN_FAILED');
      // Each failure is on record with its reason (ADR 0041); the other club's and the unknown
      // address's are not this account's. (One clock reading: the rows' order is not asserted.)
      expect(
        (await auditOf(office.id))
          .map((row) => `${row.action} ${(row.after as { reason?: string } | null)?.reason ?? ''}`.trim())
          .sort(),
      ).toEqual([
        'staff.create',
        'staff.login',
        'staff.login_failed code',
        'staff.login_failed code',
        'staff.login_failed password',
      ]);

      // The platform superadmin signs in at either club.
      const root = as('superadmin');
      for (const [club, offset] of [
        ['riviera', 0],
        ['north-end', 60],
      ] as const) {
        const otp = await generate({ secret: root.totpSecret, epoch: now() + offset });
        bed.orders.clock.advance(offset * 1000);
        const signedIn = await login(root.initialPassword, otp, club, root.email);
        expect(signedIn.errors).toBeUndefined();
      }
    });

    it('audits every failed sign-in and locks the account after a run of them, whatever the addresses', async () => {
      const locked = await createStaff(bed.orders.db, {
        clubSlug: 'riviera',
        email: 'guessed@staff.example',
        role: 'ticket_office',
        passwordCost: TEST_PASSWORD_COST,
        now: bed.orders.clock.now(),
      });
      const seconds = () => Math.floor(bed.orders.clock.now().getTime() / 1000);
      const login = async (email: string, password: string, address: string) =>
        gql(
          LOGIN,
          { email, password, code: await generate({ secret: locked.totpSecret, epoch: seconds() }) },
          'riviera',
          undefined,
          address,
        );
      const { staffLockAfterFailures: run, staffLockMs } = DEFAULT_IDENTITY_SETTINGS;
      // A guesser spread over addresses: no address reaches its own slow-down.
      for (let i = 0; i < run; i += 1)
        expect(codeOf(await login(locked.email, `guess-${i}`, `198.51.100.${i}`))).toBe('STAFF_LOGIN_FAILED');
      // Locked: the right password and code are refused too, from a new address, for the lock's time.
      const refused = await login(locked.email, locked.initialPassword, '192.0.2.77');
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'THROTTLED',
        retryAfterSeconds: staffLockMs / 1000,
      });
      const trail = await auditOf(locked.id);
      const failures = trail.filter((row) => row.action === 'staff.login_failed').map((row) => row.after);
      expect(failures).toHaveLength(run + 1);
      expect(failures).toContainEqual({
        email: locked.email,
        reason: 'password',
        clientAddress: '198.51.100.0',
      });
      expect(failures).toContainEqual({ email: locked.email, reason: 'locked', clientAddress: '192.0.2.77' });
      expect(trail.filter((row) => row.action === 'staff.locked').map((row) => row.after)).toEqual([
        {
          email: locked.email,
          failures: run,
          until: new Date(bed.orders.clock.now().getTime() + staffLockMs).toISOString(),
        },
      ]);

      // An address nobody has locks alike, so the lock tells nothing of which accounts exist.
      for (let i = 0; i < run; i += 1)
        expect(codeOf(await login('nobody-else@staff.example', 'guess', `198.51.100.${i}`))).toBe(
          'STAFF_LOGIN_FAILED',
        );
      expect(codeOf(await login('nobody-else@staff.example', 'guess', '192.0.2.77'))).toBe('THROTTLED');
      expect(
        await rows<{ action: string }>(
          `select action from staff_audit_log where target_type = 'staff_email' and target_id = $1`,
          ['nobody-else@staff.example'],
        ),
      ).toContainEqual({ action: 'staff.locked' });

      // Once the lock is over, the owner signs in.
      bed.orders.clock.advance(staffLockMs + 1_000);
      expect((await login(locked.email, locked.initialPassword, '192.0.2.77')).errors).toBeUndefined();
    });

    it('ends every session of the account at logout', async () => {
      const crm = as('crm');
      expect((await gql(ME, { session: sessionOf(crm) })).errors).toBeUndefined();
      expect((await gql(LOGOUT, { session: sessionOf(crm) })).data).toEqual({ staffLogout: true });
      expect(codeOf(await gql(ME, { session: sessionOf(crm) }))).toBe('STAFF_SESSION_ENDED');
      expect((await gql(ME, { session: { staffId: crm.id, epoch: 1 } })).errors).toBeUndefined();
    });
  });

  describe('each role does exactly what docs/staff-roles.md says', () => {
    let target: { customerId: string; orderId: string };
    const session = (role: StaffRole) =>
      role === 'crm' ? { staffId: as('crm').id, epoch: 1 } : sessionOf(as(role));
    beforeAll(async () => {
      // A day when match-open is on sale and its tickets can be sent (the re-send needs both).
      bed.orders.clock.set(RESALE_DAY);
      target = await bed.paidOrder('r1-c5');
    });

    const forbidden = STAFF_ROLES.flatMap((role) =>
      OPERATIONS.filter((op) => !ROLE_PERMISSIONS[role].includes(op.permission)).map((op) => ({
        role,
        ...op,
      })),
    );
    it.each(forbidden)('$role may not $permission', async ({ role, query, variables }) => {
      const answer = await gql(query, { session: session(role), ...variables(target.orderId) });
      expect(codeOf(answer)).toBe('STAFF_FORBIDDEN');
      expect(answer.errors?.[0]?.extensions).toMatchObject({ permission: expect.any(String) });
      expect(await orderStatus(target.orderId)).toBe('confirmed');
    });

    const readers = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('ORDER_VIEW'));
    it.each(readers)('%s finds the order by id, e-mail and seat, and sees it whole', async (role) => {
      const email = (
        await rows<{ email: string }>(`select email from customers where id = $1`, [target.customerId])
      )[0]?.email;
      for (const query of [target.orderId, email?.toUpperCase(), 'r1-c5']) {
        const found = await gql<{ staffOrders: Array<{ orderId: string }> }>(SEARCH, {
          session: session(role),
          query,
        });
        expect(found.errors).toBeUndefined();
        expect(found.data?.staffOrders.map((o) => o.orderId)).toContain(target.orderId);
      }
      const view = await gql<{
        staffOrder: { isCancellable: boolean; canResendTickets: boolean; mails: Array<{ template: string }> };
      }>(VIEW, { session: session(role), orderId: target.orderId });
      expect(view.errors).toBeUndefined();
      expect(view.data?.staffOrder).toMatchObject({
        status: 'CONFIRMED',
        isCancellable: ROLE_PERMISSIONS[role].includes('ORDER_CANCEL'),
        canResendTickets: ROLE_PERMISSIONS[role].includes('ORDER_RESEND_TICKETS'),
        customer: { email },
        tickets: [{ seatId: 'r1-c5', status: 'confirmed', version: 1 }],
        payments: [{ status: 'succeeded', amount: 3300, refunds: [] }],
      });
      expect(view.data?.staffOrder.mails.map((m) => m.template)).toContain('order-confirmed');
    });

    // A payment's id is what a provider's notice names the payment by: only the roles that
    // reconcile payments see it, never customer relations (docs/staff-roles.md).
    it.each(readers)('%s sees the payment ids only with PAYMENT_REFERENCE_VIEW', async (role) => {
      const view = await gql<{ staffOrder: { payments: Array<{ id: string | null }> } }>(PAYMENT_IDS, {
        session: session(role),
        orderId: target.orderId,
      });
      expect(view.errors).toBeUndefined();
      const [paymentId] = (
        await rows<{ id: string }>(`select id from payments where order_id = $1`, [target.orderId])
      ).map((row) => row.id);
      const sees = ROLE_PERMISSIONS[role].includes('PAYMENT_REFERENCE_VIEW');
      expect(sees).toBe(role !== 'crm');
      expect(view.data?.staffOrder.payments).toEqual([
        { id: sees ? paymentId : null, provider: 'sandbox', status: 'succeeded' },
      ]);
    });

    const resenders = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('ORDER_RESEND_TICKETS'));
    it.each(resenders)('%s re-sends the tickets, audited', async (role) => {
      const before = await rows(
        `select 1 from mail_outbox where template = 'tickets' and payload->>'orderId' = $1`,
        [target.orderId],
      );
      const answer = await gql(RESEND, { session: session(role), orderId: target.orderId });
      expect(answer.errors).toBeUndefined();
      const after = await rows(
        `select 1 from mail_outbox where template = 'tickets' and payload->>'orderId' = $1`,
        [target.orderId],
      );
      expect(after).toHaveLength(before.length + 1);
      expect(
        (await auditOf(target.orderId)).filter(
          (a) => a.action === 'order.resend_tickets' && a.staff_email === as(role).email,
        ),
      ).toHaveLength(1);
    });

    const cancellers = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('ORDER_CANCEL'));
    it.each(cancellers.map((role, i) => ({ role, seat: `r1-d${i + 1}` })))(
      '$role cancels an order',
      async ({ role, seat }) => {
        const { orderId } = await bed.paidOrder(seat);
        const answer = await gql<{ staffCancelOrder: { status: string; cancelledBy: string } }>(CANCEL, {
          session: session(role),
          orderId,
        });
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.staffCancelOrder).toMatchObject({
          status: 'CANCELLED',
          cancelledBy: as(role).email,
        });
      },
    );
  });

  describe('cancelling an order', () => {
    it('releases its seats, refunds once when clicked twice at once, voids its QR codes, e-mails the fan once, audits', async () => {
      const { customerId, orderId } = await bed.paidOrder('r1-c7');
      const [ticket] = await rows<{ id: string }>(`select id from seat_tickets where order_id = $1`, [
        orderId,
      ]);
      const key = ticketServices.keyring.privateKey('riviera');
      const token = await signTicketToken(
        { tenant: 'riviera', ticketId: ticket?.id ?? '', eventId: 'match-open', version: 1 },
        key,
        bed.orders.clock.now(),
      );
      expect((await verifyTicket(bed.orders.db, ticketServices.keyring, 'riviera', token)).valid).toBe(true);
      const refundsBefore = bed.sandbox.refunds().length;

      const office = sessionOf(as('ticket_office'));
      const [first, second] = await Promise.all([
        gql<{ staffCancelOrder: { status: string } }>(CANCEL, { session: office, orderId }),
        gql<{ staffCancelOrder: { status: string } }>(CANCEL, { session: office, orderId }),
      ]);
      expect(first.errors).toBeUndefined();
      expect(second.errors).toBeUndefined();
      expect([first.data?.staffCancelOrder.status, second.data?.staffCancelOrder.status]).toEqual([
        'CANCELLED',
        'CANCELLED',
      ]);
      // A third click, later: nothing more either.
      expect((await gql(CANCEL, { session: office, orderId })).errors).toBeUndefined();

      // Refunded once, at the provider and in our books.
      const refunds = bed.sandbox.refunds().slice(refundsBefore);
      expect(refunds.map((r) => r.amount)).toEqual([3300]);
      expect(
        await rows(
          `select r.amount_cents, r.reason from refunds r join payments p on p.id = r.payment_id where p.order_id = $1`,
          [orderId],
        ),
      ).toEqual([{ amount_cents: 3300, reason: 'ticket_office' }]);
      expect(await rows(`select status from payments where order_id = $1`, [orderId])).toEqual([
        { status: 'refunded' },
      ]);
      // The seat is free again, the ticket voided and its old QR code refused.
      expect(
        await rows(
          `select status, order_id from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r1-c7'`,
        ),
      ).toEqual([{ status: 'available', order_id: null }]);
      expect(await rows(`select status from seat_tickets where order_id = $1`, [orderId])).toEqual([
        { status: 'released' },
      ]);
      expect(await verifyTicket(bed.orders.db, ticketServices.keyring, 'riviera', token)).toMatchObject({
        valid: false,
        rejection: 'NOT_CONFIRMED',
      });
      // The fan: one e-mail, and "cancelled by a ticket manager" on the validation and orders pages.
      expect(
        await rows(
          `select recipient, locale from mail_outbox where template = 'order-cancelled' and payload->>'orderId' = $1`,
          [orderId],
        ),
      ).toHaveLength(1);
      const validation = await bed.data<{ orderValidation: ValidationData }>(ORDER_VALIDATION, {
        customerId,
        orderId,
      });
      expect(validation.orderValidation.outcome).toBe('CANCELLED');
      expect(
        (await bed.data<{ myCancelledOrders: unknown[] }>(CANCELLED_ORDERS, { customerId }))
          .myCancelledOrders,
      ).toEqual([{ orderId, refundedAmount: 3300, items: [expect.any(String)] }]);
      // Audited: one cancellation with before and after, the repeats as repeats.
      const audit = (await auditOf(orderId)).filter((row) => row.action.startsWith('order.cancel'));
      // One pinned clock: the rows share a time, so they are compared as a set.
      expect(audit.map((row) => row.action).sort()).toEqual([
        'order.cancel',
        'order.cancel_repeated',
        'order.cancel_repeated',
      ]);
      expect(audit.find((row) => row.action === 'order.cancel')).toMatchObject({
        staff_email: as('ticket_office').email,
        before: { status: 'CONFIRMED', tickets: [{ status: 'confirmed', version: 1 }] },
        after: { status: 'CANCELLED', refundedCents: 3300, tickets: [{ status: 'released', version: 2 }] },
      });

      // The order view names the refund's reason and the block in words, not stored codes and ids.
      const view = await gql<{
        staffOrder: {
          tickets: { blockId: string; blockName: string | null }[];
          payments: { refunds: { reason: string }[] }[];
        };
      }>(
        `query ($session: StaffSessionInput!, $orderId: ID!) { staffOrder(session: $session, orderId: $orderId) {
          tickets { blockId blockName } payments { refunds { reason } } } }`,
        { session: office, orderId },
      );
      expect(view.data?.staffOrder.payments.flatMap((p) => p.refunds.map((r) => r.reason))).toEqual([
        'TICKET_OFFICE',
      ]);
      const [viewed] = view.data?.staffOrder.tickets ?? [];
      const [block] = await rows<{ name: string }>(
        `select name from blocks where tenant_id = 'riviera' and id = $1`,
        [viewed?.blockId],
      );
      expect(viewed?.blockName).toBe(block?.name);
      // Its tickets are not sent again: a confirmed order's only, said as such.
      const resend = await gql(RESEND, { session: office, orderId });
      expect(codeOf(resend)).toBe('ORDER_NOT_CONFIRMED');
      expect(resend.errors?.[0]?.extensions?.status).toBe('cancelled');
    });

    it('says nothing of a ticket manager for an order the fan cancelled themselves', async () => {
      const { customerId, order } = await bed.order('r1-c8');
      expect((await bed.gql(FAN_CANCEL, { customerId, orderId: order.orderId })).errors).toBeUndefined();
      const validation = await bed.data<{ orderValidation: ValidationData }>(ORDER_VALIDATION, {
        customerId,
        orderId: order.orderId,
      });
      expect(validation.orderValidation.outcome).toBe('NOT_VALIDATED');
      expect(
        (await bed.data<{ myCancelledOrders: unknown[] }>(CANCELLED_ORDERS, { customerId }))
          .myCancelledOrders,
      ).toEqual([]);
    });

    it('changes nothing when the provider does not refund', async () => {
      const { orderId } = await bed.paidOrder('r1-c9');
      const down: PaymentServices = {
        webhookBaseUrl: bed.services.webhookBaseUrl,
        provider: createSandboxProvider({
          url: 'http://127.0.0.1:9',
          apiKey: 'k',
          webhookSecret: 's',
          webhookUrl: () => bed.webhookUrl,
        }),
      };
      const answer = await gql(CANCEL, { session: sessionOf(as('ticket_office')), orderId }, 'riviera', down);
      expect(codeOf(answer)).toBe('REFUND_FAILED');
      expect(await orderStatus(orderId)).toBe('confirmed');
      expect(await rows(`select status from seat_tickets where order_id = $1`, [orderId])).toEqual([
        { status: 'confirmed' },
      ]);
      expect((await auditOf(orderId)).filter((row) => row.action.startsWith('order.cancel'))).toEqual([]);
    });

    it('refunds each paid instalment of a plan through its own charge and stops the later ones', async () => {
      const { customerId, order } = await bed.order('r1-e2');
      const orderId = order.orderId;
      const redirectUrl = await bed.checkout(customerId, orderId, {
        ...INSTALMENTS_IN_3,
        numberOfInstallments: 3,
      });
      await bed.pay(redirectUrl, SUCCESS);
      const start = bed.orders.clock.now();
      try {
        // The second instalment is charged a month later; the third is still to come.
        bed.orders.clock.set(new Date(start.getTime() + 40 * 24 * 3600 * 1000));
        expect(await bed.charger.runOnce()).toMatchObject({ paid: 1 });
        const refundsBefore = bed.sandbox.refunds().length;
        const answer = await gql(CANCEL, { session: sessionOf(as('ticket_office')), orderId });
        expect(answer.errors).toBeUndefined();
        expect(
          bed.sandbox
            .refunds()
            .slice(refundsBefore)
            .map((r) => r.amount),
        ).toEqual([1100, 1100]);
        expect(
          await rows(
            `select i.rank, i.status, i.last_error from installments i join payments p on p.id = i.payment_id
             where p.order_id = $1 order by i.rank`,
            [orderId],
          ),
        ).toEqual([
          { rank: 1, status: 'paid', last_error: null },
          { rank: 2, status: 'paid', last_error: null },
          { rank: 3, status: 'failed', last_error: 'order cancelled' },
        ]);
        // The third due date comes: nothing is charged.
        bed.orders.clock.set(new Date(start.getTime() + 70 * 24 * 3600 * 1000));
        expect(await bed.charger.runOnce()).toEqual({ paid: 0, retried: 0, failed: 0, awaitingCustomer: 0 });
      } finally {
        bed.orders.clock.set(start);
      }
    });

    it('refuses an order that is not confirmed', async () => {
      const { order } = await bed.order('r1-c10');
      const answer = await gql(CANCEL, { session: sessionOf(as('ticket_office')), orderId: order.orderId });
      expect(codeOf(answer)).toBe('ORDER_NOT_CANCELLABLE');
      expect(answer.errors?.[0]?.extensions?.reason).toBe('NOT_CONFIRMED');
      expect(await orderStatus(order.orderId)).toBe('onhold');
    });
  });

  describe('one club never acts at another', () => {
    it('refuses a riviera session at north-end, and does not find riviera orders from north-end', async () => {
      const { orderId } = await bed.paidOrder('r1-e1');
      const office = sessionOf(as('ticket_office'));
      for (const { query, variables } of OPERATIONS)
        expect(codeOf(await gql(query, { session: office, ...variables(orderId) }, 'north-end'))).toBe(
          'STAFF_SESSION_ENDED',
        );
      const admin = sessionOf(northEndAdmin);
      expect(codeOf(await gql(VIEW, { session: admin, orderId }, 'north-end'))).toBe('STAFF_ORDER_NOT_FOUND');
      expect(codeOf(await gql(CANCEL, { session: admin, orderId }, 'north-end'))).toBe(
        'STAFF_ORDER_NOT_FOUND',
      );
      expect(codeOf(await gql(RESEND, { session: admin, orderId }, 'north-end'))).toBe(
        'STAFF_ORDER_NOT_FOUND',
      );
      expect(
        (await gql<{ staffOrders: unknown[] }>(SEARCH, { session: admin, query: orderId }, 'north-end')).data
          ?.staffOrders,
      ).toEqual([]);
      // The platform superadmin is at north-end now: riviera's order is not north-end's either.
      const root = sessionOf(as('superadmin'));
      expect(codeOf(await gql(VIEW, { session: root, orderId }, 'north-end'))).toBe('STAFF_ORDER_NOT_FOUND');
      expect(codeOf(await gql(CANCEL, { session: sessionOf(northEndAdmin), orderId }, 'riviera'))).toBe(
        'STAFF_SESSION_ENDED',
      );
      expect(await orderStatus(orderId)).toBe('confirmed');
    });
  });
});

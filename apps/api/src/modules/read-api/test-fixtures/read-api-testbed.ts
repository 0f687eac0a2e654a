import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StaffRole } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { tenantSchema } from '@stadio/tenants';
import { createStaff, type CreatedStaff } from '../../staff/create-staff';
import { staffPerRole } from '../../staff/test-fixtures/staff-per-role';
import { TEST_PASSWORD_COST } from '../../identity/test-fixtures/identity-testbed';
import {
  startOrdersTestbed,
  TESTBED_TENANTS,
  type Club,
  type OrdersTestbed,
} from '../../orders/test-fixtures/orders-testbed';
import { handleReadApiRoute } from '../read-api-http';

const SECRET = 'read-api-test-storefront-secret-0123456789';

const CREATE_KEY = `mutation ($session: StaffSessionInput!, $name: String!) {
  backOfficeCreateApiKey(session: $session, name: $name) { secret apiKey { id name prefix scope lastUsedAt revokedAt } } }`;
const REVOKE_KEY = `mutation ($session: StaffSessionInput!, $id: ID!) {
  backOfficeRevokeApiKey(session: $session, id: $id) { id revokedAt revokedBy } }`;

/**
 * The orders testbed behind the read API's HTTP route as the storefront calls it (its secret and
 * the club's slug), every staff role of Riviera and an admin of North End, and helpers to seed
 * rows in bulk with SQL and to make and revoke keys through GraphQL.
 */
export interface ReadApiTestbed extends OrdersTestbed {
  baseUrl: string;
  staff: Map<StaffRole, CreatedStaff>;
  northEndAdmin: CreatedStaff;
  /** The requests one key may make per minute on this server (change it between tests). */
  setRateLimit(points: number): void;
  /** GET a read-API path on `club`'s shop domain with `key` (none: no Authorization header). */
  get(path: string, options?: { club?: Club; key?: string; method?: string }): Promise<Response>;
  /** A key made through the back office API by `club`'s admin: its secret and id. */
  createKey(club?: Club, name?: string): Promise<{ secret: string; id: string; prefix: string }>;
  revokeKey(id: string, club?: Club): Promise<void>;
  /**
   * `count` confirmed orders of `club`, each with one seat ticket of `eventId`, created `perInstant`
   * to an instant (so rows share created_at); returns their ids.
   */
  seedOrders(
    club: Club,
    count: number,
    options?: { eventId?: string; perInstant?: number },
  ): Promise<string[]>;
}

export async function startReadApiTestbed(): Promise<ReadApiTestbed> {
  const bed = await startOrdersTestbed();
  const staff = await staffPerRole(bed.db, {
    clubSlug: 'riviera',
    emailDomain: 'api-keys.example',
    now: bed.clock.now(),
  });
  const northEndAdmin = await createStaff(bed.db, {
    clubSlug: 'north-end',
    email: 'admin@api-keys-north.example',
    role: 'admin',
    passwordCost: TEST_PASSWORD_COST,
    now: bed.clock.now(),
  });
  let rateLimit = { points: 10_000, durationSeconds: 60 };
  const logger = createLogger('read-api-test', { level: 'silent' });
  const server = http.createServer((req, res) => {
    handleReadApiRoute(req, res, {
      db: bed.db,
      storefrontSecret: SECRET,
      findTenant: (slug) =>
        slug in TESTBED_TENANTS ? tenantSchema.parse(TESTBED_TENANTS[slug as Club]) : undefined,
      now: bed.clock.now,
      logger,
      rateLimit,
    }).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const adminSession = (club: Club) => ({
    staffId: club === 'riviera' ? (staff.get('admin')?.id ?? '') : northEndAdmin.id,
    epoch: 0,
  });
  let seeded = 0;

  return {
    ...bed,
    baseUrl,
    staff,
    northEndAdmin,
    setRateLimit: (points) => {
      rateLimit = { points, durationSeconds: 60 };
    },
    get: (path, options = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers: {
          'x-storefront-secret': SECRET,
          'x-tenant-slug': options.club ?? 'riviera',
          ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
        },
      }),
    createKey: async (club = 'riviera', name = 'CRM sync') => {
      const { backOfficeCreateApiKey: created } = await bed.data<{
        backOfficeCreateApiKey: { secret: string; apiKey: { id: string; prefix: string } };
      }>(CREATE_KEY, { session: adminSession(club), name }, { club });
      return { secret: created.secret, id: created.apiKey.id, prefix: created.apiKey.prefix };
    },
    revokeKey: async (id, club = 'riviera') => {
      await bed.data(REVOKE_KEY, { session: adminSession(club), id }, { club });
    },
    seedOrders: async (club, count, options = {}) => {
      const customer = await bed.customer(club);
      const batch = (seeded += 1);
      const { rows } = await bed.handle.pool.query<{ id: string }>(
        `with o as (
           insert into orders (tenant_id, id, customer_id, status, confirmed_at, created_at, updated_at)
           select $1, 'ord_t' || $4 || '_' || i, $2, 'confirmed', $5,
             $5::timestamptz + ((i / $6) * interval '1 second'), $5::timestamptz + ((i / $6) * interval '1 second')
           from generate_series(1, $3) i returning id, created_at),
         g as (
           insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
           select $1, 'grp_' || o.id, o.id, 'event', $7, o.created_at from o returning id, order_id, created_at)
         insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, block_id, category_id,
           product_id, price_cents, discount_cents, status, holder_first_name, holder_last_name, created_at)
         select $1, 'tkt_' || g.order_id, g.order_id, g.id, $7, 'S1', 'standard', 'full', 2500, -500,
           'confirmed', 'Anna', 'Dupont', g.created_at from g
         returning order_id as id`,
        [
          club,
          customer,
          count,
          batch,
          bed.clock.now(),
          options.perInstant ?? 1,
          options.eventId ?? 'match-open',
        ],
      );
      return rows.map((row) => row.id);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await bed.close();
    },
  };
}

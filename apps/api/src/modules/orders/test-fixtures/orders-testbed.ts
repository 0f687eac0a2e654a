import { createDb, tenants, type Database, type DbHandle } from '@stadio/db';
import { createTestDatabase, tenantFixture, type TestDatabase } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { tenantSchema, type Tenant, type TenantInput } from '@stadio/tenants';
import { API_POOL_MODE } from '../../../database/api-pool';
import { createGraphQLHandler } from '../../../graphql/create-graphql-handler';
import { callGraphQL, dataOf, type GraphQLAnswer } from '../../../test-support/call-graphql';
import { FIXTURE_NOW, seedCatalogueFixture } from '../../catalogue/test-fixtures/catalogue-fixture';
import type { AbuseLimiter } from '../../identity/abuse-limits';
import { createHoldSweeper, type HoldSweeper } from '../hold-sweeper';
import { CREATE_ORDER, type OrderData } from './order-operations';
import { insertCustomer, seedOrdersFixture } from './orders-fixture';

export type Club = 'riviera' | 'north-end';

export type { GraphQLAnswer } from '../../../test-support/call-graphql';

/** Riviera sells a mandatory plastic card (3 €) and holds orders 15 minutes; North End sells no card. */
export const TESTBED_TENANTS: Record<Club, TenantInput> = {
  riviera: tenantFixture('riviera', {
    plasticCardConfiguration: { enabled: true, mandatory: true, priceCents: 300 },
    requiredHolderFields: [
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
      { field: 'email', mode: 'optional' },
    ],
    defaultOrderExpiryTimeInSeconds: 900,
  }),
  'north-end': tenantFixture('north-end', { sport: 'rugby', locales: ['en'] }),
};

/** Options of one GraphQL call. */
export interface CallOptions {
  club?: Club;
  /** Changes to the club's tenant file for this call only (e.g. an optional plastic card). */
  tenant?: Partial<TenantInput>;
  /** The language the call reads catalogue names in (the server takes it from Accept-Language). */
  locale?: string;
  /** Limits per customer and address, as the server always has (none by default here). */
  abuse?: AbuseLimiter;
  /** The fan's address as the storefront sends it. */
  clientAddress?: string;
}

/** The catalogue and orders fixtures of both clubs in a private database, a clock, and the GraphQL handler. */
export interface OrdersTestbed {
  db: Database;
  handle: DbHandle;
  /** The request clock, FIXTURE_NOW at first; tests move it. */
  clock: { now(): Date; set(at: Date): void; advance(ms: number): void };
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<GraphQLAnswer<T>>;
  /** Operations that must succeed: their data, or a failure listing the errors. */
  data<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<T>;
  /** The `extensions.code` of the single error of an operation that must fail. */
  errorCode(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<string | undefined>;
  customer(club?: Club, options?: { isEarlyBird?: boolean }): Promise<string>;
  /** Holds `tickets` of `eventId` in a new order of the customer (createOrderWithTickets); the order. */
  hold(customerId: string, eventId: string, tickets: readonly unknown[], club?: Club): Promise<OrderData>;
  /** A sweeper on the testbed's clock. */
  sweeper: HoldSweeper;
  /** Rows of an SQL query (for asserting the database state). */
  rows<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** Pool settings of a testbed (see createDb): the overload tests saturate a small pool. */
export interface TestbedOptions {
  poolSize?: number;
  maxWaiting?: number;
  acquireTimeoutMs?: number;
}

export async function startOrdersTestbed(options: TestbedOptions = {}): Promise<OrdersTestbed> {
  const database: TestDatabase = await createTestDatabase();
  const handle = createDb(database.url, {
    max: options.poolSize ?? 10,
    maxWaiting: options.maxWaiting,
    acquireTimeoutMs: options.acquireTimeoutMs,
    ...API_POOL_MODE,
  });
  await handle.db.insert(tenants).values([
    { id: 'riviera', displayName: 'Riviera Football Club' },
    { id: 'north-end', displayName: 'North End Rugby Club' },
  ]);
  for (const [slug, label] of [
    ['riviera', 'Riviera'],
    ['north-end', 'North End'],
  ] as const) {
    await seedCatalogueFixture(handle.db, slug, label);
    await seedOrdersFixture(handle.db, slug);
  }
  const logger = createLogger('orders-test', { level: (process.env.TEST_LOG as 'error') ?? 'silent' });
  const yoga = createGraphQLHandler(logger);
  let now = FIXTURE_NOW;
  const clock = {
    now: () => now,
    set: (at: Date) => {
      now = at;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
  const tenantOf = (call: CallOptions): Tenant =>
    tenantSchema.parse({ ...TESTBED_TENANTS[call.club ?? 'riviera'], ...call.tenant });

  async function gql<T>(query: string, variables: Record<string, unknown> = {}, call: CallOptions = {}) {
    const context = {
      tenant: tenantOf(call),
      db: handle.db,
      logger,
      requestId: 'test',
      now: clock.now,
      locale: call.locale,
      abuse: call.abuse,
      clientAddress: call.clientAddress,
    };
    return callGraphQL<T>(yoga, context, query, variables);
  }

  async function data<T>(query: string, variables?: Record<string, unknown>, call?: CallOptions): Promise<T> {
    const answer = await gql<T>(query, variables, call);
    return dataOf(answer);
  }

  return {
    db: handle.db,
    handle,
    clock,
    gql,
    data,
    errorCode: async (query, variables, call) => {
      const answer = await gql(query, variables, call);
      if (answer.errors?.length !== 1) throw new Error(`expected one error, got ${JSON.stringify(answer)}`);
      return answer.errors[0]?.extensions?.code;
    },
    customer: (club = 'riviera', customerOptions) => insertCustomer(handle.db, club, customerOptions),
    hold: async (customerId, eventId, tickets, club = 'riviera') =>
      (
        await data<{ createOrderWithTickets: OrderData }>(
          CREATE_ORDER,
          { customerId, input: { eventId, tickets } },
          { club },
        )
      ).createOrderWithTickets,
    sweeper: createHoldSweeper({ db: handle.db, logger, now: clock.now }),
    rows: async <T>(text: string, values: unknown[] = []) =>
      (await handle.pool.query(text, values)).rows as T[],
    close: async () => {
      await yoga.dispose();
      await handle.close();
      await database.drop();
    },
  };
}

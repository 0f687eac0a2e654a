import { createDb, tenants, type Database, type DbHandle } from '@stadio/db';
import { createTestDatabase, tenantFixture, type TestDatabase } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { tenantSchema, type Tenant } from '@stadio/tenants';
import { API_POOL_MODE } from '../../../database/api-pool';
import { createGraphQLHandler } from '../../../graphql/create-graphql-handler';
import { callGraphQL, type GraphQLAnswer } from '../../../test-support/call-graphql';
import { FIXTURE_NOW, seedCatalogueFixture } from './catalogue-fixture';

/** The two clubs of the testbed; both match the tenants of start-test-api. */
export type TestTenant = 'riviera' | 'north-end';

export type { GraphQLAnswer } from '../../../test-support/call-graphql';

/** The fixture catalogue of both clubs in a private database, and the real GraphQL handler over it. */
export interface CatalogueTestbed {
  databaseUrl: string;
  db: Database;
  /** Runs a query as `tenant` (default riviera) with the request clock at `now` (default FIXTURE_NOW). */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { tenant?: TestTenant; now?: Date },
  ): Promise<GraphQLAnswer<T>>;
  /** The same, for queries that must succeed: their data, or a failure listing the errors. */
  data<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { tenant?: TestTenant; now?: Date },
  ): Promise<T>;
  /** How many SQL statements `work` sent to the database. */
  countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }>;
  close(): Promise<void>;
}

const TENANTS: Record<TestTenant, Tenant> = {
  riviera: tenantSchema.parse(tenantFixture('riviera')),
  'north-end': tenantSchema.parse(tenantFixture('north-end')),
};

/** Creates the database (a copy of the migrated template), seeds both clubs and starts yoga without HTTP. */
export async function startCatalogueTestbed(): Promise<CatalogueTestbed> {
  const database: TestDatabase = await createTestDatabase();
  const handle: DbHandle = createDb(database.url, API_POOL_MODE);
  await handle.db.insert(tenants).values([
    { id: 'riviera', displayName: 'Riviera Football Club' },
    { id: 'north-end', displayName: 'North End Rugby Club' },
  ]);
  await seedCatalogueFixture(handle.db, 'riviera', 'Riviera');
  await seedCatalogueFixture(handle.db, 'north-end', 'North End');
  const logger = createLogger('catalogue-test', { level: 'silent' });
  const yoga = createGraphQLHandler(logger);
  let queries = 0;
  // node-postgres checks a client out of the pool for every statement drizzle sends.
  handle.pool.on('acquire', () => {
    queries += 1;
  });

  async function query<T>(
    document: string,
    variables: Record<string, unknown> = {},
    options: { tenant?: TestTenant; now?: Date } = {},
  ): Promise<GraphQLAnswer<T>> {
    const context = {
      tenant: TENANTS[options.tenant ?? 'riviera'],
      db: handle.db,
      logger,
      requestId: 'test',
      now: () => options.now ?? FIXTURE_NOW,
    };
    return callGraphQL<T>(yoga, context, document, variables);
  }

  return {
    databaseUrl: database.url,
    db: handle.db,
    query,
    data: async <T>(
      document: string,
      variables?: Record<string, unknown>,
      options?: { tenant?: TestTenant; now?: Date },
    ) => {
      const answer = await query<T>(document, variables, options);
      if (answer.errors?.length || !answer.data)
        throw new Error(`query failed: ${JSON.stringify(answer.errors)}`);
      return answer.data;
    },
    countQueries: async (work) => {
      const before = queries;
      const result = await work();
      return { result, queries: queries - before };
    },
    close: async () => {
      await yoga.dispose();
      await handle.close();
      await database.drop();
    },
  };
}

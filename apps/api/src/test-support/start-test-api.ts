import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createDb, type DbHandle } from '@stadio/db';
import { createTenantFixtures, tenantFixture } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { API_POOL_MODE } from '../database/api-pool';
import { createApiServer, type ApiServerOptions } from '../server';

/** A 40-character secret, as the storefront would have. */
export const TEST_STOREFRONT_SECRET = 'test-storefront-secret-0123456789abcdefgh';

/** A running API on a random port with two fixture tenants ("riviera", "north-end"), and its log lines. */
export interface TestApi {
  baseUrl: string;
  logLines: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Starts the API against `databaseUrl` (default: the global setup's database). */
export async function startTestApi(
  databaseUrl = process.env.DATABASE_URL,
  options: Pick<ApiServerOptions, 'abuseLimits' | 'identity' | 'introspection'> = {},
): Promise<TestApi> {
  if (!databaseUrl) throw new Error('DATABASE_URL is not set; is the @stadio/db global setup configured?');
  const fixtures = createTenantFixtures([
    tenantFixture('riviera', { clientShortName: 'Riviera', clientLongName: 'Riviera Football Club' }),
    tenantFixture('north-end', { sport: 'rugby', locales: ['en'] }),
  ]);
  const logLines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger('api-test', { level: 'debug', destination });
  const database: DbHandle = createDb(databaseUrl, { logger, ...API_POOL_MODE });
  const server = createApiServer({
    db: database.db,
    logger,
    storefrontSecret: TEST_STOREFRONT_SECRET,
    tenantRegistry: () => fixtures.registry,
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    logLines,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      fixtures.cleanup();
    },
  };
}

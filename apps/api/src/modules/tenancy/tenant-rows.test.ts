import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb, type DbHandle } from '@stadio/db';
import { createTestDatabase, tenantFixture, type TestDatabase } from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import type { TenantInput } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POOL_MODE } from '../../database/api-pool';
import { createApiServer } from '../../server';
import { TEST_STOREFRONT_SECRET } from '../../test-support/start-test-api';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { id email } }`;
const AUTHENTICATE = `mutation ($email: String!, $password: String!, $ip: String!) {
  authenticate(email: $email, password: $password, ip: $ip) { id } }`;
const PASSWORD = 'Tribune-Nord-2030';

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ extensions?: { code?: string } }>;
}

/**
 * Two API processes' servers, as `npm start` runs them (the tenant registry read from the tenants
 * folder, re-read when it changes), over one database that holds no club yet: a club whose file
 * appears while they run gets its `tenants` row from them (docs/tenant-onboarding.md).
 */
describe('a club file that appears while the API runs', () => {
  let tenantsDir: string;
  let lastGoodDir: string;
  let database: TestDatabase;
  let handle: DbHandle;
  const servers: Server[] = [];
  const urls: string[] = [];
  const saved = {
    dir: process.env.TENANTS_DIR,
    lastGood: process.env.TENANTS_LAST_GOOD_DIR,
    reload: process.env.TENANTS_RELOAD_MS,
  };

  const writeClub = (tenant: TenantInput) =>
    writeFileSync(path.join(tenantsDir, `${tenant.slug}.json`), JSON.stringify(tenant, null, 2));

  beforeAll(async () => {
    tenantsDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-tenants-live-'));
    lastGoodDir = mkdtempSync(path.join(os.tmpdir(), 'stadio-tenants-last-good-'));
    process.env.TENANTS_DIR = tenantsDir;
    process.env.TENANTS_LAST_GOOD_DIR = lastGoodDir;
    process.env.TENANTS_RELOAD_MS = '100';
    writeClub(tenantFixture('riviera'));
    database = await createTestDatabase();
    handle = createDb(database.url, API_POOL_MODE);
    const logger = createLogger('tenant-rows-test', { level: 'silent' });
    for (let i = 0; i < 2; i++) {
      // No tenantRegistry option: the folder's registry, as main.ts uses it.
      const server = createApiServer({
        db: handle.db,
        logger,
        storefrontSecret: TEST_STOREFRONT_SECRET,
        identity: { passwordCost: TEST_PASSWORD_COST },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await handle?.close();
    await database?.drop();
    rmSync(tenantsDir, { recursive: true, force: true });
    rmSync(lastGoodDir, { recursive: true, force: true });
    for (const [key, value] of [
      ['TENANTS_DIR', saved.dir],
      ['TENANTS_LAST_GOOD_DIR', saved.lastGood],
      ['TENANTS_RELOAD_MS', saved.reload],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  const post = async (
    club: string,
    query: string,
    variables: Record<string, unknown>,
    url = urls[0],
  ): Promise<Answer> => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-storefront-secret': TEST_STOREFRONT_SECRET,
        'x-tenant-slug': club,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as Omit<Answer, 'status'>;
    return { status: response.status, ...body };
  };
  const signUp = (club: string, email: string, url?: string) =>
    post(club, SIGN_UP, { input: { email, password: PASSWORD, firstName: 'Anna', lastName: 'Fan' } }, url);
  const tenantRows = async () =>
    (
      await handle.db.execute<{ id: string; display_name: string }>(
        sql`select id, display_name from tenants order by id`,
      )
    ).rows;

  /** Polls `attempt` every 100 ms until it gives a value, for at most 10 s. */
  async function within<T>(attempt: () => Promise<T | undefined>): Promise<T> {
    for (let tries = 0; tries < 100; tries++) {
      const value = await attempt();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('not within 10 s');
  }

  it('lets a fan sign up at a club whose file was there at start, with no row seeded', async () => {
    expect(await tenantRows()).toEqual([]);
    const answer = await signUp('riviera', 'first@example.com');
    expect(answer).toMatchObject({ status: 200, data: { signUp: { email: 'first@example.com' } } });
    expect(answer.errors).toBeUndefined();
    expect(await tenantRows()).toEqual([{ id: 'riviera', display_name: 'Riviera Football Club' }]);
  });

  it('serves a club added while running within seconds, on every instance, with one row and nothing else', async () => {
    expect(await signUp('late-club', 'early@example.com')).toMatchObject({ status: 404 });
    writeClub(tenantFixture('late-club', { clientLongName: 'Late Club Handball' }));

    // Both instances, several fans at once: the first request of each instance inserts the row.
    const created = await within(async () => {
      const answers = await Promise.all(
        urls.flatMap((url, i) => [0, 1, 2].map((n) => signUp('late-club', `fan-${i}-${n}@example.com`, url))),
      );
      return answers.every((answer) => answer.status === 200) ? answers : undefined;
    });
    for (const answer of created) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.signUp).toMatchObject({ email: expect.stringMatching(/^fan-\d-\d@example\.com$/) });
    }
    expect(await tenantRows()).toEqual([
      { id: 'late-club', display_name: 'Late Club Handball' },
      { id: 'riviera', display_name: 'Riviera Football Club' },
    ]);
    // Only the club's row: no venue, matches or demo customers come with it.
    const demo = await handle.db.execute<{ arenas: number; events: number; customers: number }>(
      sql`select (select count(*)::int from arenas where tenant_id = 'late-club') as arenas,
                 (select count(*)::int from events where tenant_id = 'late-club') as events,
                 (select count(*)::int from customers where tenant_id = 'late-club') as customers`,
    );
    expect(demo.rows[0]).toEqual({ arenas: 0, events: 0, customers: 6 });

    // Logging in reaches the account (and a wrong password is counted) instead of failing.
    const login = async (password: string, url?: string) =>
      (
        await post(
          'late-club',
          AUTHENTICATE,
          { email: 'fan-0-0@example.com', password, ip: '203.0.113.9' },
          url,
        )
      ).errors?.[0]?.extensions?.code;
    expect(await login(PASSWORD)).toBe('EMAIL_NOT_VERIFIED');
    expect(await login('Wrong-Password-2030', urls[1])).toBe('INVALID_CREDENTIALS');
  });

  it("follows a renamed club's display name", async () => {
    writeClub(tenantFixture('late-club', { clientLongName: 'Late Club Handball Amsterdam' }));
    await within(async () => {
      await signUp('late-club', 'renamed@example.com', urls[1]);
      const row = (await tenantRows()).find((r) => r.id === 'late-club');
      return row?.display_name === 'Late Club Handball Amsterdam' ? row : undefined;
    });
  });
});

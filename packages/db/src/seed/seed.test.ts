import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { customers, tenants } from '../schema';
import { createTenantFixtures, createTestDatabase, tenantFixture, type TestDatabase } from '../testing';
import { OWASP_SCRYPT_COST, verifyPassword } from '@stadio/customers/password-hash';
import { seed } from './index';
import { DEMO_CUSTOMER } from './demo-customers';

describe('seed', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  // Rugby clubs get the small generic venue: these tests are about tenant rows, not stadiums
  // (seed-catalogue.test.ts covers the demo clubs and the repository tenants folder).
  const rugby = (slug: string, overrides: Parameters<typeof tenantFixture>[1] = {}) =>
    tenantFixture(slug, { sport: 'rugby', ...overrides });
  const fixtures = createTenantFixtures([rugby('alpha'), rugby('bravo'), rugby('charlie-fc')]);

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
    fixtures.cleanup();
  });

  const tenantRows = async () => (await handle.db.select({ n: count() }).from(tenants))[0]?.n;

  it('upserts one row per tenant file and is idempotent', async () => {
    const first = await seed(handle.db, { registry: fixtures.registry });
    const second = await seed(handle.db, { registry: fixtures.registry });
    expect(first.tenants).toBe(3);
    expect(second.tenants).toBe(3);
    expect(await tenantRows()).toBe(3);
    const [alpha] = await handle.db.select().from(tenants).where(eq(tenants.id, 'alpha'));
    expect(alpha?.displayName).toBe('Alpha Football Club');
  });

  it('updates a renamed club and only then touches updated_at', async () => {
    const before = (await handle.db.select().from(tenants).where(eq(tenants.id, 'bravo')))[0];
    await seed(handle.db, { registry: fixtures.registry });
    const unchanged = (await handle.db.select().from(tenants).where(eq(tenants.id, 'bravo')))[0];
    expect(unchanged?.updatedAt).toEqual(before?.updatedAt);

    const renamed = createTenantFixtures([rugby('bravo', { clientLongName: 'Bravo Athletic' })]);
    try {
      await seed(handle.db, { registry: renamed.registry });
    } finally {
      renamed.cleanup();
    }
    const after = (await handle.db.select().from(tenants).where(eq(tenants.id, 'bravo')))[0];
    expect(after?.displayName).toBe('Bravo Athletic');
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    expect(await tenantRows()).toBe(3);
  });

  it('gives every club one verified, early-bird demo customer whose password works, once', async () => {
    await seed(handle.db, { registry: fixtures.registry });
    const rows = await handle.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(rows.map((row) => row.tenantId).sort()).toEqual(['alpha', 'bravo', 'charlie-fc']);
    for (const row of rows) {
      expect(row.isEarlyBird).toBe(true);
      expect(row.emailVerifiedAt).not.toBeNull();
      expect(
        (await verifyPassword(DEMO_CUSTOMER.password, row.passwordHash ?? '', OWASP_SCRYPT_COST)).ok,
      ).toBe(true);
    }
    const again = await seed(handle.db, { registry: fixtures.registry });
    expect(again.demoCustomers).toBe(0);
    const after = await handle.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(after.map((row) => row.passwordHash).sort()).toEqual(rows.map((row) => row.passwordHash).sort());
  });
});

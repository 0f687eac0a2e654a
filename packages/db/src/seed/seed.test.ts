import { getTenantRegistry } from '@stadio/tenants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../client';
import { tenants } from '../schema';
import { createTenantFixtures, createTestDatabase, tenantFixture, type TestDatabase } from '../testing';
import { seed } from './index';

describe('seed', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  const fixtures = createTenantFixtures([
    tenantFixture('alpha'),
    tenantFixture('bravo'),
    tenantFixture('charlie-fc'),
  ]);

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

    const renamed = createTenantFixtures([tenantFixture('bravo', { clientLongName: 'Bravo Athletic' })]);
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

  it('seeds the repository tenants folder twice with one row per valid tenant file', async () => {
    const repoDatabase = await createTestDatabase();
    const repo = createDb(repoDatabase.url);
    try {
      const registry = getTenantRegistry(0);
      await seed(repo.db);
      await seed(repo.db);
      const rows = await repo.db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
      expect(rows.map((r) => r.id)).toEqual(registry.tenants.map((t) => t.slug).sort());
    } finally {
      await repo.close();
      await repoDatabase.drop();
    }
  });
});

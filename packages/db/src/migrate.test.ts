import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, migrationsFolder } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const appliedCount = async (url: string) =>
  Number((await query<{ n: string }>(url, 'select count(*) as n from drizzle.__drizzle_migrations'))[0]?.n);

describe('migrate', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('applies every committed migration to an empty database', async () => {
    database = await createTestDatabase({ empty: true });
    await migrate(database.url);
    expect(await appliedCount(database.url)).toBe(journal.entries.length);
    const tables = await query<{ table_name: string }>(
      database.url,
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toContain('tenants');
  });

  it('is idempotent, also when several processes migrate at once', async () => {
    database = await createTestDatabase({ empty: true });
    const url = database.url;
    await Promise.all([migrate(url), migrate(url), migrate(url)]);
    await migrate(url);
    expect(await appliedCount(url)).toBe(journal.entries.length);
  });
});

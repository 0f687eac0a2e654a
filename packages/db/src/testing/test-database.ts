import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './provided-context';

/** A database private to one test file. */
export interface TestDatabase {
  url: string;
  name: string;
  /** Drops the database, closing connections still open on it. */
  drop(): Promise<void>;
}

/** The URL of database `name` on the cluster of `adminUrl`, with the same user and password. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a database on the global setup's cluster: a copy of the migrated template (fast, a file
 * copy) or, with `{ empty: true }`, a blank one to test migrations themselves. Giving each test
 * file its own database lets files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const info = inject('stadioDatabase');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? 'template0' : info.templateDatabase;
  await admin(info.adminUrl, (client) =>
    client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`,
    ),
  );
  return {
    name,
    url: databaseUrl(info.adminUrl, name),
    drop: () =>
      admin(info.adminUrl, async (client) => {
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      }),
  };
}

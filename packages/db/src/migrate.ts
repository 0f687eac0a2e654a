import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as runMigrations } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** The committed SQL migrations, located from this file so it works from any working directory. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_345_901_122;

/**
 * Applies pending migrations from `packages/db/drizzle` to the database at `databaseUrl`.
 * Safe to run on every start and from several processes at once: a session advisory lock makes
 * concurrent runs wait for each other, and applied migrations are recorded and skipped.
 */
export async function migrate(
  databaseUrl: string,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await runMigrations(drizzle({ client }), {
        migrationsFolder: options.migrationsFolder ?? migrationsFolder,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

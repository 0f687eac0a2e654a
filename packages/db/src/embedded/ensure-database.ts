import pg from 'pg';

/** Creates database `name` through the maintenance URL `adminUrl` unless it exists; concurrent callers are fine. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } catch (error) {
    // 42P04 duplicate_database: another process created it between our check and our create.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

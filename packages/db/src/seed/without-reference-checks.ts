import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';

/**
 * Runs `work` with PostgreSQL's per-row foreign-key triggers switched off for the current
 * transaction (`session_replication_role = replica`, as pg_restore --disable-triggers does),
 * when the role may do so; otherwise it simply runs with them. Only for bulk inserts whose
 * references hold by construction (rows selected from the very tables they point at, or
 * generator output the venue tests check): the triggers cost about 13 µs per row and key, which is
 * most of the seed's time for half a million seat rows. Check constraints still apply.
 */
export async function withoutReferenceChecks<T>(db: DbExecutor, work: () => Promise<T>): Promise<T> {
  const { rows } = await db.execute<{ allowed: boolean }>(sql`
    select current_setting('is_superuser') = 'on'
      or has_parameter_privilege('session_replication_role', 'SET') as allowed`);
  const allowed = rows[0]?.allowed === true;
  if (allowed) await db.execute(sql`select set_config('session_replication_role', 'replica', true)`);
  const result = await work();
  // After a failure the transaction is rolled back, which restores the setting by itself.
  if (allowed) await db.execute(sql`select set_config('session_replication_role', 'origin', true)`);
  return result;
}

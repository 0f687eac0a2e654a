import type { Database } from '@stadio/db';
import { sql } from 'drizzle-orm';

/** Whether the database answers `select 1` within `timeoutMs` (a hung database must not hang the probe). */
export async function checkDatabase(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

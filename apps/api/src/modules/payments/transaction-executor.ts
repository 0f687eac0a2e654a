import * as schema from '@stadio/db';
import type { DbExecutor } from '@stadio/db';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { SqlClient } from '../../database/sql-client';

/**
 * Drizzle over the connection of a hot-path transaction (sql-client.ts), so helpers written for
 * drizzle (the mail outbox's enqueueMail) join that transaction instead of opening their own.
 */
export function executorOn(client: SqlClient): DbExecutor {
  // drizzle picks the tables out of the module's exports; the pool client is what it runs on.
  return drizzle({ client: client as never, schema }) as unknown as DbExecutor;
}

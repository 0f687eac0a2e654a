import type { Logger } from '@stadio/logger';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database type the apps pass around (typed with the whole schema for relational queries). */
export type Database = NodePgDatabase<typeof schema>;

/** A database or a transaction on it: what code that may run inside a caller's transaction accepts. */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** Pool settings worth overriding; everything else keeps node-postgres defaults. */
export interface CreateDbOptions {
  /** Most connections this process opens (default 10). */
  max?: number;
  /** Where pool errors go (a dropped idle connection is logged, not fatal). */
  logger?: Logger;
}

/** A drizzle database over a node-postgres pool, and how to close it. */
export interface DbHandle {
  db: Database;
  pool: pg.Pool;
  /** Ends the pool; waits for checked-out clients to be released. Safe to call twice. */
  close(): Promise<void>;
}

/** Connects to `url` lazily (the first query opens the first connection). */
export function createDb(url: string, options: CreateDbOptions = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Without a timeout a black-holed server makes queries (and /health) hang forever.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart, network blip) emits 'error' on the pool;
  // unhandled, that would crash the process. The next query simply opens a new connection.
  // pg attaches the whole client (statements, buffers) to the error: log what it says, not that.
  pool.on('error', (error) =>
    options.logger?.warn(
      { err: { message: error.message, code: (error as Error & { code?: string }).code } },
      'idle database connection failed',
    ),
  );
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    close: () => (closing ??= pool.end()),
  };
}

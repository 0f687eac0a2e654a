import type { Logger } from '@stadio/logger';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatabaseBusyError, isDatabaseBusy } from './database-busy';
import * as schema from './schema';

/** The drizzle database type the apps pass around (typed with the whole schema for relational queries). */
export type Database = NodePgDatabase<typeof schema>;

/** A database or a transaction on it: what code that may run inside a caller's transaction accepts. */
export type DbExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** Pool settings worth overriding; everything else keeps node-postgres defaults. */
export interface CreateDbOptions {
  /** Most connections this process opens (default 10). */
  max?: number;
  /**
   * Most callers waiting for a connection; one more is refused at once with a
   * {@link DatabaseBusyError} instead of joining the queue (default: no limit).
   */
  maxWaiting?: number;
  /**
   * How long a caller waits for a connection (a free one, or a new one to be opened) before a
   * {@link DatabaseBusyError} (default 5 s).
   */
  acquireTimeoutMs?: number;
  /**
   * Connections kept open even when idle (default 0: idle ones close after 30 s). A server keeps
   * its whole pool, so a crowd after a quiet spell does not wait for connections to be opened.
   */
  minConnections?: number;
  /** Where pool errors go (a dropped idle connection is logged, not fatal). */
  logger?: Logger;
  /**
   * Connections send a statement without waiting for the answer to the one before
   * (node-postgres's pipeline mode): statements a caller queues at once on one connection go
   * out together and are answered in order (ADR 0039). Default false.
   */
  pipeline?: boolean;
}

/** A drizzle database over a node-postgres pool, and how to close it. */
export interface DbHandle {
  db: Database;
  pool: pg.Pool;
  /** Opens the pool's `minConnections` now rather than on first use. */
  warm(): Promise<void>;
  /** Ends the pool; waits for checked-out clients to be released. Safe to call twice. */
  close(): Promise<void>;
}

/** Connects to `url` lazily (the first query opens the first connection). */
export function createDb(url: string, options: CreateDbOptions = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Bounds the wait for a connection, free or new: without it a black-holed server makes
    // queries (and /health) hang forever, and a saturated pool makes callers queue for minutes.
    connectionTimeoutMillis: options.acquireTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    min: options.minConnections ?? 0,
    pipeline: options.pipeline ?? false,
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
  // A checked-out client losing its connection (the server restarted while a request held it,
  // between two of its statements) emits 'error' on the client itself, where pg-pool listens only
  // while it is idle: unhandled, that crashed the API on a PostgreSQL restart. The holder's next
  // statement fails as a lost connection and the client is discarded on release.
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) =>
      options.logger?.warn(
        { err: { message: error.message, code: error.code } },
        'database connection in use failed',
      ),
    );
  });
  boundWaiting(pool, options.max ?? 10, options.maxWaiting ?? Number.POSITIVE_INFINITY);
  keepConnectionsOnStatementErrors(pool);
  const db = drizzle({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    pool,
    warm: async () => {
      const opening = Array.from({ length: options.minConnections ?? 0 }, () => pool.connect());
      const clients = await Promise.all(opening);
      for (const client of clients) client.release();
    },
    close: () => (closing ??= pool.end()),
  };
}

/**
 * A drizzle database whose statements all go to one connection taken from a pool (a request that
 * must not wait for the pool again halfway, see the API's `withConnection`).
 */
export function databaseOn(client: pg.PoolClient): Database {
  return drizzle({ client, schema });
}

type Connect = () => Promise<pg.PoolClient>;

const ACQUIRE_TIMEOUTS =
  /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/** SQLSTATEs of a server refusing a new session: shutting down (57P01-57P03), or not accepting (08xxx). */
const REFUSING_SESSIONS = /^(57P0[1-3]|08)/;

/** Whether opening a connection failed because the server is not there or not accepting sessions now. */
function isRefusedConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
  if (error instanceof pg.DatabaseError) return REFUSING_SESSIONS.test(error.code ?? '');
  return error instanceof Error && /^Connection terminated unexpectedly/.test(error.message);
}

/**
 * Makes `pool.connect()` refuse at once when `maxWaiting` callers already wait, and turn its own
 * acquire timeout into a {@link DatabaseBusyError}: a saturated pool answers "busy" in bounded
 * time instead of queueing callers (ADR 0015).
 */
function boundWaiting(pool: pg.Pool, max: number, maxWaiting: number): void {
  const connect = pool.connect.bind(pool) as Connect;
  const bounded = async (): Promise<pg.PoolClient> => {
    // Only a caller that would have to queue (no idle connection, no room for a new one) is refused.
    const mustWait = pool.idleCount === 0 && pool.totalCount >= max;
    if (mustWait && pool.waitingCount >= maxWaiting) throw new DatabaseBusyError('queue');
    try {
      return await connect();
    } catch (error) {
      // pg-pool's words for "no connection within connectionTimeoutMillis": none came free for a
      // queued caller, or a new one could not be opened in time (a server too busy to accept).
      if (error instanceof Error && ACQUIRE_TIMEOUTS.test(error.message))
        throw new DatabaseBusyError('timeout', { cause: error });
      // A server that is down or restarting (connection refused, "the database system is starting
      // up / shutting down") is answered like a saturated one: retry shortly, nothing was done.
      if (isRefusedConnection(error)) throw new DatabaseBusyError('unreachable', { cause: error });
      throw error;
    }
  };
  pool.connect = ((
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
  ) => {
    if (!callback) return bounded();
    bounded().then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
}

/**
 * node-postgres' `pool.query` discards its connection whenever the statement fails, and the next
 * query opens a new one (TCP, SCRAM authentication, a new server process, every prepared statement
 * lost). A refusal by PostgreSQL itself (an ErrorResponse: a constraint, a raised exception such
 * as the seat hold's UNAVAILABLE) leaves the connection ready for the next statement, so keep it;
 * errors of the connection itself still discard it. Measured: 190 of 200 fans racing for 10 seats
 * got UNAVAILABLE, and each cost a new connection (ADR 0015).
 */
function keepConnectionsOnStatementErrors(pool: pg.Pool): void {
  const run = async (text: unknown, values: unknown): Promise<pg.QueryResult> => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      return await client.query(text as pg.QueryConfig, values as unknown[] | undefined);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(failure === undefined || isStatementError(failure) ? undefined : (failure as Error));
    }
  };
  pool.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const done = typeof values === 'function' ? values : callback;
    const params = typeof values === 'function' ? undefined : values;
    const result = run(text, params);
    if (typeof done !== 'function') return result;
    result.then(
      (rows) => (done as (error: Error | undefined, result?: pg.QueryResult) => void)(undefined, rows),
      (error: Error) => (done as (error: Error) => void)(error),
    );
    return undefined;
  }) as typeof pool.query;
}

/** SQLSTATE classes after which the server closes the connection: 08, 57P, 58 and XX. */
const FATAL_CLASSES = /^(08|57P|58|XX)/;

/**
 * Whether PostgreSQL refused a statement and left its connection usable: any error it answered
 * except those of the connection itself (class 08), of the server going away (57P01 and the
 * other 57P), system errors (58) and internal errors (XX), after which the server closes it.
 */
function isStatementError(error: unknown): boolean {
  return error instanceof pg.DatabaseError && Boolean(error.code) && !FATAL_CLASSES.test(error.code ?? '');
}

/**
 * Whether `error` (or its cause, as drizzle wraps them) says the connection it came from is no
 * longer usable, so a connection held across statements must not go back to the pool.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof pg.DatabaseError) return FATAL_CLASSES.test(current.code ?? '');
    // The last: a statement on a client whose connection already failed (a server restart between
    // two statements of one request).
    if (
      current instanceof Error &&
      /Connection terminated|ECONNRESET|EPIPE|is not queryable/.test(current.message)
    )
      return true;
    current =
      (current as { originalError?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a request failed because the database could not serve it: the pool was saturated or
 * the server unreachable (nothing was sent), or the connection was lost under it (the server
 * restarting; PostgreSQL rolled back whatever was not committed). Either way the caller may
 * retry shortly: the API answers BUSY with Retry-After, not an unexpected error (ADR 0015, 0023).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isDatabaseBusy(error) || isConnectionLost(error);
}

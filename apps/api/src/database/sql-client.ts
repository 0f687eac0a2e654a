import { databaseOn, isConnectionLost, type Database, type DbHandle } from '@stadio/db';

/*
 * The hot paths of holds and releases (ADR 0008, "Consequences") talk to node-postgres directly
 * instead of through drizzle: each is a handful of named statements, which PostgreSQL parses and
 * plans once per connection instead of once per call, sent on one connection in one transaction.
 */

/** The pool behind a drizzle database made by `createDb`. */
type Pool = DbHandle['pool'];
/** A connection taken from the pool. */
type PoolClient = Parameters<typeof databaseOn>[0];
/** What can run a statement: the pool (outside a transaction) or one of its connections. */
export type SqlExecutor = Pick<Pool, 'query'>;
/** One connection of the pool, on which a transaction runs. */
export type SqlClient = SqlExecutor & { release(error?: Error | boolean): void };

/** A statement with a fixed text, prepared once per connection under its name. */
export interface NamedStatement {
  name: string;
  text: string;
}

/** Runs a named statement; returns its rows. */
export async function runStatement<R extends object>(
  executor: SqlExecutor,
  statement: NamedStatement,
  values: unknown[],
): Promise<R[]> {
  const result = await executor.query<R>({ name: statement.name, text: statement.text, values });
  return result.rows;
}

/** One connection of the pool held by a request for all its statements ({@link withConnection}). */
interface Lease {
  client: PoolClient;
  pool: Pool;
  /** Set when the connection must not go back to the pool (a failed rollback). */
  broken?: Error;
}

const leases = new WeakMap<Database, Lease>();
const leasedDatabases = new WeakMap<PoolClient, Database>();

/**
 * Where the statements of `db` run: its pool, or the connection a request holds
 * ({@link withConnection}); drizzle keeps the client it was made with as `$client`.
 */
export function poolOf(db: Database): SqlExecutor {
  const client = (db as Database & { $client?: SqlExecutor }).$client;
  if (!client) throw new Error('the database has no node-postgres pool');
  return client;
}

/** The connection pool behind `db`, also when a request holds one of its connections. */
export function connectionPoolOf(db: Database): Pool {
  return leases.get(db)?.pool ?? (poolOf(db) as Pool);
}

/**
 * Runs `work` with a database whose statements all go to one connection, taken from the pool
 * first. The request's only wait for the pool is there, before it has done anything: when the
 * pool is saturated the request is refused with a `DatabaseBusyError` having changed nothing,
 * never halfway through (ADR 0015). Inside, statements `work` queues at once are sent without
 * waiting for each other's answers when the pool is pipelined (ADR 0039), else one after the other.
 */
export async function withConnection<T>(db: Database, work: (db: Database) => Promise<T>): Promise<T> {
  if (leases.has(db)) return work(db);
  const pool = connectionPoolOf(db);
  const connection = await pool.connect();
  let leased = leasedDatabases.get(connection);
  if (!leased) {
    leased = databaseOn(connection.pipeline ? connection : oneAtATime(connection));
    leasedDatabases.set(connection, leased);
  }
  const client = poolOf(leased) as PoolClient;
  const lease: Lease = { client, pool };
  leases.set(leased, lease);
  try {
    return await work(leased);
  } catch (error) {
    if (isConnectionLost(error)) lease.broken ??= error as Error;
    throw error;
  } finally {
    leases.delete(leased);
    client.release(lease.broken);
  }
}

/**
 * `client` with its statements sent one after the other: code written for the pool may read in
 * parallel (Promise.all), which node-postgres no longer wants on one connection that is not
 * pipelined (queueing there is deprecated); each statement then waits for the one before.
 */
function oneAtATime(client: PoolClient): PoolClient {
  let last: Promise<unknown> = Promise.resolve();
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const query = (...args: unknown[]) => {
    const run = last.then(() => send(...args));
    last = run.catch(() => undefined);
    return run;
  };
  return new Proxy(client, {
    get: (target, key) => {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs `issue`, which must start its statements synchronously (drizzle's `execute` and
 * node-postgres's `query` do), with the socket of the request's pipelined connection held
 * (`cork`): the statements leave in one write instead of one each (ADR 0039). Outside a
 * request's connection, or on one not pipelined, it simply runs `issue`.
 */
export function sentTogether<T>(db: Database, issue: () => T): T {
  const client = leases.get(db)?.client;
  const socket = client?.pipeline ? (client as unknown as PipelinedClient).connection.stream : undefined;
  socket?.cork();
  try {
    return issue();
  } finally {
    socket?.uncork();
  }
}

/** node-postgres's client as it is: its connection's socket is not in its public type. */
interface PipelinedClient {
  connection: { stream: { cork(): void; uncork(): void } };
}

/**
 * Runs `work` in a transaction on one connection (the request's own, or one taken from the pool):
 * committed when `work` resolves, rolled back when it throws (the error is rethrown). A
 * connection whose rollback failed is discarded.
 */
export async function inTransaction<T>(db: Database, work: (client: SqlClient) => Promise<T>): Promise<T> {
  const lease = leases.get(db);
  const client: SqlClient = lease?.client ?? (await connectionPoolOf(db).connect());
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    if (lease) lease.broken ??= broken;
    else client.release(broken);
  }
}

import type { Database, DbHandle } from '@stadio/db';

/*
 * The hot paths of holds and releases (ADR 0008, "Consequences") talk to node-postgres directly
 * instead of through drizzle: each is a handful of named statements, which PostgreSQL parses and
 * plans once per connection instead of once per call, sent on one connection in one transaction.
 */

/** The pool behind a drizzle database made by `createDb`. */
type Pool = DbHandle['pool'];
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

/** The pool of `db` (drizzle keeps the client it was made with as `$client`). */
export function poolOf(db: Database): Pool {
  const pool = (db as Database & { $client?: Pool }).$client;
  if (!pool) throw new Error('the database has no node-postgres pool');
  return pool;
}

/**
 * Runs `work` in a transaction on one connection: committed when `work` resolves, rolled back when
 * it throws (the error is rethrown). A connection whose rollback failed is discarded.
 */
export async function inTransaction<T>(db: Database, work: (client: SqlClient) => Promise<T>): Promise<T> {
  const client: SqlClient = await poolOf(db).connect();
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
    client.release(broken);
  }
}

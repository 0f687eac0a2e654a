import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, isDatabaseUnavailable, type DbHandle } from './client';
import { DatabaseBusyError, isDatabaseBusy } from './database-busy';
import { createTestDatabase, getFreePort, type TestDatabase } from './testing';

describe('createDb', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A pool of `max` connections on the test database, counting the connections it opens. */
  function pool(options: Parameters<typeof createDb>[1] = {}) {
    const handle: DbHandle = createDb(database.url, { max: 2, ...options });
    const opened = { count: 0 };
    handle.pool.on('connect', () => {
      opened.count += 1;
    });
    return { handle, opened };
  }

  it('keeps a connection whose statement PostgreSQL refused, and drops one that broke', async () => {
    const { handle, opened } = pool({ max: 1 });
    try {
      for (let i = 0; i < 5; i += 1)
        await expect(handle.pool.query('select 1 / 0')).rejects.toThrow(/division by zero/);
      await expect(handle.db.execute('select 1 / 0')).rejects.toThrow();
      expect((await handle.pool.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
      expect(opened.count).toBe(1);

      // A connection the server ends is not reused: the next statement gets a new one.
      const [{ pid }] = (await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [
        { pid: number },
      ];
      await expect(handle.pool.query('select pg_terminate_backend(pg_backend_pid())')).rejects.toThrow();
      const next = (await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
      expect(next?.pid).not.toBe(pid);
      expect(opened.count).toBe(2);
    } finally {
      await handle.close();
    }
  });

  it('survives the server ending a connection a caller holds between statements (a restart)', async () => {
    const { handle, opened } = pool({ max: 1 });
    const other = createDb(database.url, { max: 1 });
    try {
      const held = await handle.pool.connect();
      const pid = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      // The server ends the session while nothing runs on it: PostgreSQL's FATAL 57P01 arrives as
      // an 'error' event on the held client, which must not be an uncaught exception (vitest fails
      // the run on one). No listener is added here: the pool's own must be there.
      await other.pool.query('select pg_terminate_backend($1)', [pid]);
      const gone = async () =>
        (await other.pool.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0;
      await expect.poll(gone).toBe(true);
      // The session's end reaches the idle client's socket a moment later, with nothing asked of it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const failure: unknown = await held.query('select 1').catch((error: unknown) => error);
      // What the API answers BUSY (retry) rather than an unexpected error, also wrapped as GraphQL wraps it.
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(isDatabaseUnavailable({ originalError: failure })).toBe(true);
      expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
      held.release(new Error('connection lost'));
      const next = (await handle.pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
      expect(next?.pid).not.toBe(pid);
      expect(opened.count).toBe(2);
    } finally {
      await other.close();
      await handle.close();
    }
  });

  it('refuses at once a caller that would wait behind maxWaiting others', async () => {
    const { handle } = pool({ maxWaiting: 1, acquireTimeoutMs: 60_000 });
    const held = await Promise.all([handle.pool.connect(), handle.pool.connect()]);
    try {
      const waiting = handle.pool.query('select 1');
      const refused = await handle.pool.query('select 1').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseBusyError);
      expect((refused as DatabaseBusyError).reason).toBe('queue');
      // Drizzle wraps the error; it is still recognised.
      const wrapped = await handle.db.execute('select 1').catch((error: unknown) => error);
      expect(isDatabaseBusy(wrapped)).toBe(true);
      held[0]?.release();
      expect((await waiting).rowCount).toBe(1);
    } finally {
      held[1]?.release();
      await handle.close();
    }
  });

  it('gives up waiting for a connection after acquireTimeoutMs', async () => {
    const { handle } = pool({ acquireTimeoutMs: 100 });
    // Opening a connection may itself take longer than the bound on a loaded machine: try again.
    const take = async () => {
      for (;;) {
        const client = await handle.pool.connect().catch((error: unknown) => {
          if (error instanceof DatabaseBusyError) return undefined;
          throw error;
        });
        if (client) return client;
      }
    };
    const held = [await take(), await take()];
    try {
      const refused = await handle.pool.connect().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseBusyError);
      expect((refused as DatabaseBusyError).reason).toBe('timeout');
    } finally {
      held.forEach((client) => client.release());
      await handle.close();
    }
  });

  it('opens its minimum connections up front when warmed', async () => {
    const { handle, opened } = pool({ minConnections: 2 });
    try {
      await handle.warm();
      expect(opened.count).toBe(2);
      expect(handle.pool.idleCount).toBe(2);
      await handle.pool.query('select 1');
      expect(opened.count).toBe(2);
    } finally {
      await handle.close();
    }
  });

  it('does not refuse while a connection is free or can still be opened, even with maxWaiting 0', async () => {
    const { handle } = pool({ maxWaiting: 0 });
    try {
      const rows = await Promise.all([handle.pool.query('select 1'), handle.pool.query('select 2')]);
      expect(rows.map((r) => r.rowCount)).toEqual([1, 1]);
    } finally {
      await handle.close();
    }
  });

  it('answers BUSY (unreachable) when the server refuses connections, as while it restarts', async () => {
    // Nothing listens on a port just freed: what a restarting server looks like to a new connection.
    const url = new URL(database.url);
    url.port = String(await getFreePort());
    const handle = createDb(url.href, { max: 2, acquireTimeoutMs: 2_000 });
    try {
      const refused = await handle.db.execute('select 1').catch((error: unknown) => error);
      expect(isDatabaseBusy(refused)).toBe(true);
      const direct = await handle.pool.connect().catch((error: unknown) => error);
      expect((direct as DatabaseBusyError).reason).toBe('unreachable');
    } finally {
      await handle.close();
    }
  });
});

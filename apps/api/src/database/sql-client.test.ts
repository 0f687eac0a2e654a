import { createDb, type Database, type DbHandle } from '@stadio/db';
import { createTestDatabase, type TestDatabase } from '@stadio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writesDuring } from '../test-support/socket-writes';
import { API_POOL_MODE } from './api-pool';
import {
  inTransaction,
  poolOf,
  runStatement,
  sentTogether,
  withConnection,
  type NamedStatement,
} from './sql-client';

/*
 * The API's connections are pipelined (ADR 0039): a request's statements queued at once leave
 * together. These tests hold the promises that make that safe: answers in order, a refused
 * statement refusing only itself, transactions as before, and one write for the statements
 * `sentTogether` queues.
 */

const NUMBER: NamedStatement = {
  name: 'test.number',
  text: 'select $1::int as n, pg_backend_pid() as pid',
};

describe('the API pool, pipelined', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDb(database.url, { max: 1, ...API_POOL_MODE });
    await handle.pool.query('create table notes (id int primary key, body text not null)');
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  /** `count` statements queued at once, as loadOrder queues its five. */
  const numbers = (db: Database, count: number) =>
    Array.from({ length: count }, (_, n) =>
      runStatement<{ n: number; pid: number }>(poolOf(db), NUMBER, [n]),
    );

  it('sends the statements sentTogether queues in one write, answered in order on one connection', async () => {
    await withConnection(handle.db, async (db) => {
      const { result, writes } = await writesDuring(db, () =>
        sentTogether(db, () => Promise.all(numbers(db, 5))),
      );
      expect(result.map(([row]) => row?.n)).toEqual([0, 1, 2, 3, 4]);
      expect(new Set(result.map(([row]) => row?.pid)).size).toBe(1);
      expect(writes).toBe(1);

      // Queued without it, each statement is its own write.
      const apart = await writesDuring(db, () => Promise.all(numbers(db, 5)));
      expect(apart.result.map(([row]) => row?.n)).toEqual([0, 1, 2, 3, 4]);
      expect(apart.writes).toBe(5);
    });
  });

  it('refuses only the statement PostgreSQL refused; the ones queued behind it are answered', async () => {
    await withConnection(handle.db, async (db) => {
      const [before, refused, after] = await sentTogether(db, () =>
        Promise.allSettled([
          poolOf(db).query('select 1 as n'),
          poolOf(db).query('select 1 / 0 as n'),
          poolOf(db).query('select 3 as n'),
        ]),
      );
      expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
      expect(refused).toMatchObject({ status: 'rejected' });
      expect(String((refused as PromiseRejectedResult).reason)).toMatch(/division by zero/);
      expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } });
    });
    // The one connection went back to the pool and still answers.
    expect((await handle.pool.query<{ n: number }>('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });

  it('commits a transaction whole and rolls a failed one back whole', async () => {
    await withConnection(handle.db, (db) =>
      inTransaction(db, async (client) => {
        await Promise.all([
          client.query(`insert into notes values (1, 'kept')`),
          client.query(`insert into notes values (2, 'kept too')`),
        ]);
      }),
    );
    // Three inserts queued at once: the second is refused, so the third is refused as well (the
    // transaction is aborted), and the first is rolled back with them.
    const settled: PromiseSettledResult<unknown>[] = [];
    await expect(
      withConnection(handle.db, (db) =>
        inTransaction(db, async (client) => {
          settled.push(
            ...(await Promise.allSettled([
              client.query(`insert into notes values (3, 'rolled back')`),
              client.query(`insert into notes values (1, 'twice')`),
              client.query(`insert into notes values (4, 'refused too')`),
            ])),
          );
          const refused = settled.find((outcome) => outcome.status === 'rejected');
          if (refused) throw refused.reason;
        }),
      ),
    ).rejects.toThrow(/duplicate key/);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(String((settled[2] as PromiseRejectedResult).reason)).toMatch(/current transaction is aborted/);
    const rows = await handle.pool.query<{ id: number }>('select id from notes order by id');
    expect(rows.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('runs statements sentTogether outside a request connection as they are, each on the pool', async () => {
    const answers = await sentTogether(handle.db, () => Promise.all(numbers(handle.db, 2)));
    expect(answers.map(([row]) => row?.n)).toEqual([0, 1]);
  });
});

import type { Database } from '@stadio/db';
import { connectionPoolOf } from '../../database/sql-client';

/** Rows a FETCH reads: a few hundred kilobytes of text at most, whatever the export's length. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * A client that stops reading while the export's transaction is open ends it: PostgreSQL closes
 * the session after this long idle (ADR 0051), so a stalled download never holds a snapshot for hours.
 */
const IDLE_LIMIT = '60s';

/**
 * The rows of one query, `batchRows` at a time, from a server-side cursor in a read-only
 * REPEATABLE READ transaction (ADR 0051): one snapshot for the whole file, one sort, and only one
 * batch in memory; the caller asks for the next batch when its output has drained. The connection
 * goes back to the pool when the iteration ends, early ends (client gone, error) included.
 */
export async function* cursorBatches<R>(
  db: Database,
  query: { text: string; values: unknown[] },
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<R[]> {
  const client = await connectionPoolOf(db).connect();
  let broken: Error | undefined;
  let open = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    open = true;
    await client.query(`set local idle_in_transaction_session_timeout = '${IDLE_LIMIT}'`);
    await client.query({
      text: `declare export_rows no scroll cursor for ${query.text}`,
      values: query.values,
    });
    for (;;) {
      const { rows } = await client.query<R & object>(`fetch ${batchRows} from export_rows`);
      if (rows.length > 0) yield rows as R[];
      if (rows.length < batchRows) break;
    }
    await client.query('commit');
    open = false;
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (open && !broken) {
      // An early end (the generator's return) leaves the transaction open: closed before release.
      await client.query('rollback').catch((error: unknown) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
    client.release(broken ?? false);
  }
}

import type { SqlExecutor } from '../../database/sql-client';
import { encodeCursor, type Cursor } from './read-api-cursor';

/** SQL text of an instant as the cursor keeps it: UTC, to the microsecond. */
export const cursorKeyOf = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One list query: its columns, its table, its club and filters (values bound in order), its sort. */
export interface KeysetQuery {
  select: string;
  from: string;
  /** Conditions joined by `and`; `$n` placeholders number the `values` given with them. */
  where: string[];
  values: unknown[];
  /** The instant column the pages are ordered by, and the unique id that breaks its ties. */
  key: string;
  id: string;
}

/**
 * One page of a list in (key, id) order, keyset-paginated: rows after the cursor, one more than
 * the limit read to know whether another page follows. Each row is read exactly once however
 * many share an instant, and rows written meanwhile never shift the pages.
 */
export async function keysetPage<R extends object>(
  executor: SqlExecutor,
  query: KeysetQuery,
  page: { limit: number; after?: Cursor },
): Promise<{ rows: R[]; next: string | null }> {
  const values = [...query.values];
  const where = [...query.where];
  if (page.after) {
    values.push(page.after.key, page.after.id);
    where.push(`(${query.key}, ${query.id}::text) > ($${values.length - 1}::timestamptz, $${values.length})`);
  }
  values.push(page.limit + 1);
  const text = `select ${query.select}, ${cursorKeyOf(query.key)} as cursor_key, ${query.id}::text as cursor_id
    from ${query.from} where ${where.join(' and ')}
    order by ${query.key}, ${query.id}::text limit $${values.length}`;
  const rows = (await executor.query<R & { cursor_key: string; cursor_id: string }>(text, values)).rows;
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown[shown.length - 1];
  return {
    rows: shown,
    next: more && last ? encodeCursor({ key: last.cursor_key, id: last.cursor_id }) : null,
  };
}

import { getTableColumns, getTableName, sql, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../client';

type Row<T extends PgTable> = T['$inferInsert'];

const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/**
 * Upserts any number of rows in one statement: each column goes as one array parameter through
 * `unnest`, so 30,000 seats cost one round trip and never hit PostgreSQL's 65,535-parameter limit.
 * `update` rewrites only rows whose values changed (re-seeding unchanged data writes nothing);
 * `nothing` keeps existing rows as they are (for rows real sales may have changed).
 *
 * It updates, then inserts the missing keys, instead of `insert … on conflict`: speculative
 * insertion costs about twice as much per row, which is seconds for a stadium. Without `on
 * conflict`, a concurrent insert of the same key fails instead of merging; the seed holds an
 * advisory lock so seeds never race each other. Every row must set the same properties as the
 * first. Returns the rows inserted or updated.
 */
export async function upsertRows<T extends PgTable>(
  db: DbExecutor,
  table: T,
  rows: readonly Row<T>[],
  options: { key: readonly (keyof Row<T> & string)[]; onConflict: 'update' | 'nothing' },
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const nameOf = (property: string) => {
    const found = columns[property];
    if (!found) throw new Error(`${getTableName(table)} has no column for "${property}"`);
    return found.name;
  };
  const properties = Object.keys(first).filter((p) => (first as Record<string, unknown>)[p] !== undefined);
  // A property the first row lacks would be dropped from every row without a word (it once lost
  // every rival team's translations): refuse instead.
  for (const row of rows)
    for (const [property, value] of Object.entries(row as Record<string, unknown>))
      if (value !== undefined && !properties.includes(property))
        throw new Error(`${getTableName(table)}: "${property}" is set on a row but not on the first row`);
  const arrays = properties.map((p) => {
    const values = rows.map((row) => (row as Record<string, unknown>)[p] ?? null);
    return sql`${sql.param(values)}::${sql.raw(columns[p]?.getSQLType() ?? 'text')}[]`;
  });
  const names = properties.map(nameOf);
  const keyNames = options.key.map(nameOf);
  const changing = names.filter((n) => !keyNames.includes(n));
  const id = (name: string) => sql.identifier(name);
  const target = id(getTableName(table));
  const sameKey = sql.join(
    keyNames.map((k) => sql`t.${id(k)} = i.${id(k)}`),
    sql` and `,
  );
  const update =
    options.onConflict === 'update' && changing.length > 0
      ? sql`updated as (
          update ${target} as t set ${list(changing.map((c) => sql`${id(c)} = i.${id(c)}`))}
          from input i
          where ${sameKey}
            and (${list(changing.map((c) => sql`t.${id(c)}`))}) is distinct from (${list(changing.map((c) => sql`i.${id(c)}`))})
          returning 1
        ),`
      : sql`updated as (select 1 where false),`;
  const result = await db.execute<{ n: number }>(sql`
    with input as (
      select * from unnest(${list(arrays)}) as u(${list(names.map(id))})
    ),
    ${update}
    inserted as (
      insert into ${target} (${list(names.map(id))})
      select * from input i where not exists (select 1 from ${target} t where ${sameKey})
      returning 1
    )
    select ((select count(*) from updated) + (select count(*) from inserted))::int as n`);
  return result.rows[0]?.n ?? 0;
}

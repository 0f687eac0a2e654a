import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import type { CatalogueColumn, CatalogueTableSpec } from './catalogue-tables';
import { toParameter, type FullRow } from './row-values';

/*
 * The statements that write a catalogue's differences: one per table and kind of change, every
 * column sent as one array parameter through `unnest` (as seed/upsert-rows.ts does), so 30,000
 * seats are one round trip and never meet PostgreSQL's 65,535-parameter limit. The rows are known
 * to be new, changed or gone from the plan's read under the club's lock, so no statement needs
 * `on conflict` or a "did it change" filter.
 */

const id = (name: string) => sql.identifier(name);
const list = (items: SQLChunk[]) => sql.join(items, sql`, `);

/** The SQL type each column's values travel as (lists and jsonb as JSON text, see toParameter). */
function parameterType(column: CatalogueColumn): string {
  switch (column.kind) {
    case 'jsonb':
    case 'text[]':
    case 'uuid[]':
      return 'text';
    case 'instant':
    case 'date':
      return 'timestamptz';
    default:
      return column.drizzle.getSQLType();
  }
}

/** The value of column `name` of the unnested input `u`, in the column's own type. */
function fromInput(column: CatalogueColumn): SQL {
  const value = sql`u.${id(column.name)}`;
  switch (column.kind) {
    case 'jsonb':
      return sql`${value}::jsonb`;
    case 'text[]':
    case 'uuid[]': {
      const type = sql.raw(column.kind);
      return sql`coalesce((select array_agg(e.v order by e.n) from jsonb_array_elements_text(${value}::jsonb)
        with ordinality as e(v, n)), '{}')::${type}`;
    }
    default:
      return value;
  }
}

/** `unnest(...) as u(columns)` of `rows` for `columns`. */
function input(columns: readonly CatalogueColumn[], rows: readonly FullRow[]): SQL {
  const arrays = columns.map(
    (c) =>
      sql`${sql.param(rows.map((row) => toParameter(c, row[c.property])))}::${sql.raw(parameterType(c))}[]`,
  );
  return sql`unnest(${list(arrays)}) as u(${list(columns.map((c) => id(c.name)))})`;
}

const keyColumns = (spec: CatalogueTableSpec) => spec.columns.filter((c) => spec.key.includes(c.property));

const sameKey = (spec: CatalogueTableSpec) =>
  sql.join(
    keyColumns(spec).map((c) => sql`t.${id(c.name)} = u.${id(c.name)}`),
    sql` and `,
  );

/** Inserts `rows` (every column set) for the club; returns the rows inserted. */
export async function insertRows(
  db: DbExecutor,
  tenantId: string,
  spec: CatalogueTableSpec,
  rows: readonly FullRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into ${id(spec.name)} (tenant_id, ${list(spec.columns.map((c) => id(c.name)))})
    select ${tenantId}, ${list(spec.columns.map(fromInput))} from ${input(spec.columns, rows)}`);
  return result.rowCount ?? 0;
}

/** Rewrites every non-key column of `rows` (existing rows of the club); returns the rows updated. */
export async function updateRows(
  db: DbExecutor,
  tenantId: string,
  spec: CatalogueTableSpec,
  rows: readonly FullRow[],
): Promise<number> {
  const changing = spec.columns.filter((c) => !spec.key.includes(c.property));
  if (rows.length === 0 || changing.length === 0) return 0;
  const result = await db.execute(sql`
    update ${id(spec.name)} as t set ${list(changing.map((c) => sql`${id(c.name)} = ${fromInput(c)}`))}
    from ${input(spec.columns, rows)}
    where t.tenant_id = ${tenantId} and ${sameKey(spec)}`);
  return result.rowCount ?? 0;
}

/** Deletes the club's rows with the keys of `rows`; returns the rows deleted. */
export async function deleteRows(
  db: DbExecutor,
  tenantId: string,
  spec: CatalogueTableSpec,
  rows: readonly FullRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    delete from ${id(spec.name)} as t using ${input(keyColumns(spec), rows)}
    where t.tenant_id = ${tenantId} and ${sameKey(spec)}`);
  return result.rowCount ?? 0;
}

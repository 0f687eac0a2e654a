import { asc, eq, is } from 'drizzle-orm';
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../client';
import { CATALOGUE_TABLES, type CatalogueRows, type CatalogueTable } from './catalogue-rows';
import { CATALOGUE_SPECS, type CatalogueTableSpec } from './catalogue-tables';
import { fromDatabase, type FullRow } from './row-values';

/** The club's rows of one catalogue table, every column set, in primary-key order. */
export async function readTable(
  db: DbExecutor,
  tenantId: string,
  spec: CatalogueTableSpec,
): Promise<FullRow[]> {
  const columns = Object.fromEntries(spec.columns.map((c) => [c.property, c.drizzle]));
  const tenantColumn = (spec.table as unknown as { tenantId: PgColumn }).tenantId;
  const rows = (await db
    .select(columns)
    .from(spec.table)
    .where(eq(tenantColumn, tenantId))
    .orderBy(
      ...spec.columns.filter((c) => spec.key.includes(c.property)).map((c) => asc(c.drizzle)),
    )) as FullRow[];
  const converted = spec.columns.filter((c) => c.kind === 'instant');
  if (converted.length > 0)
    for (const row of rows) for (const c of converted) row[c.property] = fromDatabase(c, row[c.property]);
  return rows;
}

/**
 * The club's catalogue as the database holds it: every table of {@link CatalogueRows}, only this
 * club's rows, each in primary-key order, every column set (instants as ISO strings). What an
 * export writes back to files, and what a plan compares the files with. One statement per table,
 * of the catalogue's own columns only (no stock: `taken`, seat states), so a 30,000-seat venue is
 * one read of its seats. Outside a transaction it opens a read-only one, so every table is read
 * in the same snapshot.
 */
export async function readCatalogueRows(db: DbExecutor, tenantId: string): Promise<CatalogueRows> {
  const read = async (tx: DbExecutor) => {
    const tables: Partial<Record<CatalogueTable, FullRow[]>> = {};
    for (const table of CATALOGUE_TABLES)
      tables[table] = await readTable(tx, tenantId, CATALOGUE_SPECS[table]);
    return tables as unknown as CatalogueRows;
  };
  if (is(db, PgTransaction)) return read(db);
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** {@link readCatalogueRows} as plain rows per table, for the diff. */
export async function readCurrentRows(
  db: DbExecutor,
  tenantId: string,
): Promise<Record<CatalogueTable, FullRow[]>> {
  return (await readCatalogueRows(db, tenantId)) as unknown as Record<CatalogueTable, FullRow[]>;
}

import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../client';
import type { CatalogueChanges, CataloguePlan, TableChanges } from './catalogue-plan';
import { CATALOGUE_TABLES, type CatalogueRows, type CatalogueTable } from './catalogue-rows';
import { CATALOGUE_SPECS } from './catalogue-tables';
import { completeCatalogue, type CompleteCatalogue } from './complete-catalogue';
import { diffRows } from './diff-rows';
import { readCurrentRows } from './read-catalogue-rows';
import { findRefusals } from './refusals';
import type { FullRow } from './row-values';
import { readStandingStock, type StandingStock } from './standing-stock';

/** Options of a plan and an apply. */
export interface CatalogueOptions {
  /** When holds count as expired (default: now). */
  now?: Date;
  /** The club's time zone, for kick-offs in refusals (default UTC). */
  timeZone?: string;
}

/** Options of an apply. */
export interface ApplyOptions extends CatalogueOptions {
  /**
   * Count the seat stock of every match and add rows found missing even when the catalogue is
   * unchanged (stock written by other means, an interrupted import). An apply that changes
   * anything always does; an unchanged one otherwise trusts the stock its earlier applies made,
   * as counting 600,000 rows would cost about as much as reading the whole catalogue.
   */
  checkStock?: boolean;
}

/** A plan with what it was computed from, for the apply that follows it in the same transaction. */
export interface PreparedPlan {
  plan: CataloguePlan;
  current: CompleteCatalogue;
  desired: CompleteCatalogue;
  changes: Record<CatalogueTable, TableChanges<FullRow>>;
  standing: StandingStock[];
  now: Date;
  timeZone: string;
}

/** Diffs `desired` against one read of the club's rows and finds the refusals, in `db`'s snapshot. */
export async function preparePlan(
  db: DbExecutor,
  tenantId: string,
  desired: CompleteCatalogue,
  options: CatalogueOptions = {},
): Promise<PreparedPlan> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? 'UTC';
  const current = await readCurrentRows(db, tenantId);
  const standing = await readStandingStock(db, tenantId);
  const changes = Object.fromEntries(
    CATALOGUE_TABLES.map((table) => [
      table,
      diffRows(CATALOGUE_SPECS[table], current[table], desired[table]),
    ]),
  ) as Record<CatalogueTable, TableChanges<FullRow>>;
  const isEmpty = CATALOGUE_TABLES.every((table) => {
    const c = changes[table];
    return c.added.length === 0 && c.changed.length === 0 && c.removed.length === 0;
  });
  const refusals = isEmpty
    ? []
    : await findRefusals(db, { tenantId, now, timeZone, current, desired, changes, standing });
  return {
    plan: { tenantId, tables: changes as unknown as CatalogueChanges, refusals, isEmpty },
    current,
    desired,
    changes,
    standing,
    now,
    timeZone,
  };
}

/**
 * What applying `desired` would change for the club, per table (rows added, changed with their
 * fields before and after, removed), and what it would refuse because it breaks what is sold
 * (ADR 0042). Reads the club's catalogue once and compares in memory; writes nothing. Throws
 * CatalogueInvalidError for rows the database could not store (checked before any read).
 */
export async function planCatalogueChanges(
  db: DbExecutor,
  tenantId: string,
  desired: CatalogueRows,
  options: CatalogueOptions = {},
): Promise<CataloguePlan> {
  const complete = completeCatalogue(desired);
  const plan = async (tx: DbExecutor) => (await preparePlan(tx, tenantId, complete, options)).plan;
  if (is(db, PgTransaction)) return plan(db);
  return db.transaction(plan, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { withoutReferenceChecks } from '../seed/without-reference-checks';
import type { ApplyReport, TableCounts } from './catalogue-plan';
import { CATALOGUE_TABLES, type CatalogueRows, type CatalogueTable } from './catalogue-rows';
import { CATALOGUE_SPECS } from './catalogue-tables';
import { CatalogueRefusedError } from './catalogue-errors';
import { completeCatalogue } from './complete-catalogue';
import { preparePlan, type ApplyOptions, type PreparedPlan } from './plan-catalogue-changes';
import { findRefusals } from './refusals';
import {
  addSeatStock,
  clearSeatStock,
  completeSeatStock,
  moveSeatStock,
  seatStockWork,
  shortSeatStock,
} from './seat-stock';
import {
  addStanding,
  readStandingStock,
  removeStanding,
  resizeStanding,
  standingChanges,
} from './standing-stock';
import { deleteRows, insertRows, updateRows } from './write-rows';

/**
 * The advisory-lock class of catalogue applies (two-key locks: this and `hashtext(tenant)`), so
 * two applies of one club take turns and applies of different clubs do not wait for each other.
 */
export const APPLY_LOCK_CLASS = 41_0041;

/** Thrown when stock changed under a guarded statement and the re-check found no refusal to show. */
export class CatalogueStockChangedError extends Error {
  constructor() {
    super('Sales changed the stock while the catalogue was being applied; nothing was written. Apply again.');
    this.name = 'CatalogueStockChangedError';
  }
}

/** Refuses with what the database holds now, after a guarded statement did less than planned. */
async function refuseNow(tx: DbExecutor, prepared: PreparedPlan): Promise<never> {
  const standing = await readStandingStock(tx, prepared.plan.tenantId);
  const refusals = await findRefusals(tx, { ...prepared, tenantId: prepared.plan.tenantId, standing });
  if (refusals.length > 0) throw new CatalogueRefusedError(refusals);
  throw new CatalogueStockChangedError();
}

/**
 * Makes the club's catalogue `desired` (the rows its catalogue files compile to), in one
 * transaction: plans (planCatalogueChanges), throws CatalogueRefusedError with every refusal and
 * writes nothing if any change would break what is sold, otherwise writes only the differences
 * and derives the stock: an available `event_seats` row for every (match, seat of its venue) pair
 * that has none, an `open_seating_stock` row per (match, standing block) at the block's capacity.
 * An unchanged catalogue sends no statement that writes, so the club's catalogue revision (ADR
 * 0012, 0013) does not move; it costs one read of the catalogue and a comparison in memory (see
 * ApplyOptions.checkStock for the stock).
 *
 * Concurrency: applies of one club take turns on an advisory lock. Fans keep buying meanwhile;
 * stock rows that go are deleted by guarded statements (`status = 'available'`, `taken = 0`,
 * `taken <= capacity`) that a hold in flight either beats (the row stays, and the re-check before
 * the catalogue rows are deleted refuses) or waits behind (it then finds the seat gone). The
 * refusals are computed twice: from the plan's read, and again once the stock is written, just
 * before the deletes and the commit. A hold whose statement began before the commit may still
 * complete with the facts it checked (PostgreSQL's read committed): for a category change or a
 * kick-off move, that leaves the window of one hold statement, which no lock the hold path
 * already takes can close.
 */
export async function applyCatalogue(
  db: DbExecutor,
  tenantId: string,
  desired: CatalogueRows,
  options: ApplyOptions = {},
): Promise<ApplyReport> {
  const complete = completeCatalogue(desired);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK_CLASS}, hashtext(${tenantId}))`);
    const prepared = await preparePlan(tx, tenantId, complete, options);
    const { plan, changes, current } = prepared;
    if (plan.refusals.length > 0) throw new CatalogueRefusedError(plan.refusals);
    const tables = Object.fromEntries(
      CATALOGUE_TABLES.map((t) => [t, { added: 0, changed: 0, removed: 0 } satisfies TableCounts]),
    ) as Record<CatalogueTable, TableCounts>;
    const report: ApplyReport = {
      tenantId,
      tables,
      stock: { seatsAdded: 0, seatsRemoved: 0, standingAdded: 0, standingResized: 0, standingRemoved: 0 },
      wrote: false,
    };

    if (!plan.isEmpty) {
      const seatWork = seatStockWork(changes, current, complete);
      const standing = standingChanges(complete, prepared.standing);

      // Stock that goes, first: its rows reference the seats, blocks and matches deleted below.
      // Without per-row reference checks (each would scan seat_tickets, which has no index for
      // them): refuseNow/findRefusals below check the tickets and listings of these keys instead.
      report.stock.seatsRemoved = await withoutReferenceChecks(tx, () =>
        clearSeatStock(tx, tenantId, seatWork),
      );
      report.stock.standingRemoved = await removeStanding(tx, tenantId, standing.remove);
      if (report.stock.standingRemoved !== standing.remove.length) await refuseNow(tx, prepared);

      // Rows added and changed, in foreign-key order. A promo code's name is unique per club, so
      // codes that go are deleted before the new ones arrive (nothing in a catalogue refers to one).
      for (const table of CATALOGUE_TABLES) {
        const spec = CATALOGUE_SPECS[table];
        const { added, changed, removed } = changes[table];
        if (table === 'promoCodes') tables[table].removed = await deleteRows(tx, tenantId, spec, removed);
        tables[table].changed = await updateRows(
          tx,
          tenantId,
          spec,
          changed.map((c) => c.after),
        );
        if (table === 'seats' && added.length > 0) {
          // Their blocks and categories are in this catalogue (completeCatalogue checked every
          // reference) and were written above. Without the per-row checks the seats' own revision
          // trigger is off too, so the revision is moved by hand, once.
          tables[table].added = await withoutReferenceChecks(tx, () => insertRows(tx, tenantId, spec, added));
          await tx.execute(sql`select catalogue_bump(array[${tenantId}]::text[])`);
        } else tables[table].added = await insertRows(tx, tenantId, spec, added);
      }

      await moveSeatStock(tx, tenantId, seatWork);
      report.stock.seatsAdded = await withoutReferenceChecks(tx, () =>
        addSeatStock(
          tx,
          tenantId,
          seatWork,
          complete.events.map((e) => String(e.id)),
        ),
      );
      report.stock.standingResized = await resizeStanding(tx, tenantId, standing.resize);
      if (report.stock.standingResized !== standing.resize.length) await refuseNow(tx, prepared);
      report.stock.standingAdded = await addStanding(tx, tenantId, standing.add);

      // Sales made since the plan's read, now that the stock is written: refuse on them too.
      const refusals = await findRefusals(tx, {
        ...prepared,
        tenantId,
        standing: await readStandingStock(tx, tenantId),
      });
      if (refusals.length > 0) throw new CatalogueRefusedError(refusals);

      // Rows that go, children first.
      for (const table of [...CATALOGUE_TABLES].reverse())
        if (table !== 'promoCodes')
          tables[table].removed = await deleteRows(
            tx,
            tenantId,
            CATALOGUE_SPECS[table],
            changes[table].removed,
          );
      report.wrote = true;
    }

    const short = plan.isEmpty && !options.checkStock ? [] : await shortSeatStock(tx, tenantId, complete);
    if (short.length > 0) {
      const completed = await withoutReferenceChecks(tx, () => completeSeatStock(tx, tenantId, short));
      report.stock.seatsAdded += completed;
      report.wrote = true;
    }
    return report;
  });
}

import {
  APPLY_LOCK_CLASS,
  applyCatalogue,
  readCatalogueRows,
  type ApplyReport,
  type CatalogueRows,
  type DbExecutor,
} from '@stadio/db';
import { sql } from 'drizzle-orm';
import type { EditResult } from './match-edits';

/** What an applied edit did. */
export interface AppliedEdit<R extends EditResult> {
  result: R;
  report: ApplyReport;
  /** Time spent reading, changing and applying, in milliseconds (docs/adr/0047). */
  elapsedMs: number;
}

/**
 * One back-office edit through the catalogue engine (ADR 0047): in one transaction, under the
 * club's apply lock, reads the club's catalogue (readCatalogueRows), changes it in memory
 * (`change`), applies it (applyCatalogue: the same reference checks and refusals as a file,
 * CatalogueRefusedError writing nothing), then runs `record` (the audit row) in the same
 * transaction, so the row exists exactly when the edit committed.
 */
export async function editCatalogue<R extends EditResult>(
  db: DbExecutor,
  tenantId: string,
  change: (rows: CatalogueRows) => R,
  options: {
    timeZone: string;
    now: Date;
    record?: (tx: DbExecutor, result: R) => Promise<void>;
  },
): Promise<AppliedEdit<R>> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    // applyCatalogue's own lock, taken before the read: two edits (or an edit and a file apply) of
    // one club take turns and neither is lost; PostgreSQL lets the apply take it again.
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK_CLASS}, hashtext(${tenantId}))`);
    const rows = await readCatalogueRows(tx, tenantId);
    const result = change(rows);
    const report = await applyCatalogue(tx, tenantId, result.rows, {
      timeZone: options.timeZone,
      now: options.now,
    });
    if (options.record) await options.record(tx, result);
    return { result, report, elapsedMs: Math.round(performance.now() - started) };
  });
}

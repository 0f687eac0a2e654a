import { staffAuditLog, type DbExecutor } from '@stadio/db';

/** One audited staff action. */
export interface AuditEntry {
  tenantId: string | null;
  /** Null: the command line. */
  staff: { id: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  now: Date;
}

/**
 * Writes an audit row. Call it with the transaction of the action it records (ADR 0024): the row
 * exists exactly when the action committed.
 */
export async function writeAudit(db: DbExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values({
    tenantId: entry.tenantId,
    staffId: entry.staff?.id ?? null,
    staffEmail: entry.staff?.email ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
}

import { staffAuditLog, type DbExecutor, type StaffAuditRow } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { teamError } from './team-errors';

/** The filters of the audit log page, all optional (team.graphql's TeamAuditFilter). */
export interface AuditFilter {
  staffEmail?: string | null;
  action?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  /** Days of the club's time zone, YYYY-MM-DD, both included. */
  from?: string | null;
  to?: string | null;
}

const PAGE = 50;

/** `(created_at, id)` of the last row of a page, opaque to the caller. */
function encodeCursor(row: StaffAuditRow): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id))
    throw teamError('TEAM_NOT_APPLICABLE', 'The page cursor is not valid: start from the first page', {
      reason: 'BAD_CURSOR',
    });
  return { at, id };
}

/** A value of before/after as one line a person reads: text as is, anything else as compact JSON. */
function readable(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields of an audit row that changed: the keys of after and before that differ (all of
 * after when there is no before, e.g. a sign-in's address); a value that is no object is one
 * field named `value`.
 */
export function changesOf(before: unknown, after: unknown) {
  const b = isRecord(before) ? before : before == null ? {} : { value: before };
  const a = isRecord(after) ? after : after == null ? {} : { value: after };
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]))
    .map((field) => ({ field, before: readable(b[field]), after: readable(a[field]) }));
}

/**
 * One page of the club's audit log, newest first: staff actions, failed sign-ins and locks alike.
 * Scoped by the club; `staffEmail` matches who acted, or the e-mail typed at a failed sign-in
 * (and its lock), where nobody was signed in.
 */
export async function auditLogPage(
  db: DbExecutor,
  tenant: Tenant,
  input: { filter?: AuditFilter | null; after?: string | null; first?: number | null },
) {
  const filter = input.filter ?? {};
  const zone = tenant.timeZone;
  const where: Array<SQL | undefined> = [eq(staffAuditLog.tenantId, tenant.slug)];
  if (filter.staffEmail)
    where.push(
      or(
        sql`lower(${staffAuditLog.staffEmail}) = ${filter.staffEmail}`,
        and(
          isNull(staffAuditLog.staffId),
          inArray(staffAuditLog.action, ['staff.login_failed', 'staff.locked']),
          sql`lower(${staffAuditLog.after}->>'email') = ${filter.staffEmail}`,
        ),
      ),
    );
  if (filter.action) where.push(eq(staffAuditLog.action, filter.action));
  if (filter.targetType) where.push(eq(staffAuditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(staffAuditLog.targetId, filter.targetId));
  // A day of the club: from its midnight there to the next one (docs/product.md: club time).
  if (filter.from)
    where.push(sql`${staffAuditLog.createdAt} >= (${filter.from}::date)::timestamp at time zone ${zone}`);
  if (filter.to)
    where.push(sql`${staffAuditLog.createdAt} < ((${filter.to}::date + 1))::timestamp at time zone ${zone}`);
  if (input.after) {
    const cursor = decodeCursor(input.after);
    where.push(
      sql`(${staffAuditLog.createdAt}, ${staffAuditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const size = input.first ?? PAGE;
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(...where))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return {
    entries: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      staffEmail: row.staffEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      changes: changesOf(row.before, row.after),
    })),
    nextCursor: rows.length > size && last ? encodeCursor(last) : null,
  };
}

/** The action names the club's log holds, for the filter's list. */
export async function auditActions(db: DbExecutor, tenantSlug: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.tenantId, tenantSlug))
    .orderBy(staffAuditLog.action);
  return rows.map((row) => row.action);
}

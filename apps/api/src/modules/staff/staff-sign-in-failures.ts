import { loginFailures, staffAuditLog, type DbExecutor } from '@stadio/db';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { IdentitySettings } from '../identity/identity-settings';
import { identityError } from '../identity/identity-errors';
import { writeAudit } from './staff-audit';

/*
 * What a failed staff sign-in leaves (ADR 0041): a `staff.login_failed` audit row for each, and
 * after a run of them a `staff.locked` row, which is the lock itself: sign-in at that club is
 * refused until the row's `until`. The fans' slow-down and limits (ADR 0022) apply as well.
 */

/** Why a staff sign-in failed, as the audit row says it (the caller only ever hears STAFF_LOGIN_FAILED). */
export type StaffFailureReason =
  'unknown_account' | 'password' | 'code' | 'code_reused' | 'throttled' | 'locked';

/**
 * Whose sign-in failed: the account when the e-mail is one of this club's (or a superadmin's),
 * else the e-mail as typed (lower-cased), so guesses at addresses are on record and lock alike.
 */
export interface StaffSignInTarget {
  tenantId: string;
  email: string;
  staffId: string | null;
}

const targetOf = (target: StaffSignInTarget) =>
  target.staffId
    ? { targetType: 'staff', targetId: target.staffId }
    : { targetType: 'staff_email', targetId: target.email };

/** The end of the lock on this target at this club, or null when it may sign in. */
export async function staffLockedUntil(
  db: DbExecutor,
  target: StaffSignInTarget,
  settings: IdentitySettings,
  now: Date,
): Promise<Date | null> {
  const { targetType, targetId } = targetOf(target);
  const [lock] = await db
    .select({ until: sql<string>`${staffAuditLog.after}->>'until'` })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.tenantId, target.tenantId),
        eq(staffAuditLog.targetType, targetType),
        eq(staffAuditLog.targetId, targetId),
        eq(staffAuditLog.action, 'staff.locked'),
        gt(staffAuditLog.createdAt, new Date(now.getTime() - settings.staffLockMs)),
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt))
    .limit(1);
  const until = lock ? new Date(lock.until) : null;
  return until && until > now ? until : null;
}

/** THROTTLED until the lock ends, as the fans' slow-down answers. */
export function lockedError(until: Date, now: Date) {
  return identityError('THROTTLED', 'Too many failed sign-ins; try again later', {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
}

/**
 * Audits a failed sign-in; when it completes a run (`staffLockAfterFailures` failures recorded
 * in `login_failures` for this e-mail at this club within `throttleWindowMs`, from any address),
 * locks the target for `staffLockMs` with a `staff.locked` row. Call it after the failure was
 * recorded, outside any transaction that could roll back.
 */
export async function auditStaffFailure(
  db: DbExecutor,
  target: StaffSignInTarget,
  failure: { reason: StaffFailureReason; clientAddress: string; throttleKey: string },
  settings: IdentitySettings,
  now: Date,
): Promise<void> {
  const where = targetOf(target);
  await writeAudit(db, {
    tenantId: target.tenantId,
    staff: null,
    action: 'staff.login_failed',
    ...where,
    after: { email: target.email, reason: failure.reason, clientAddress: failure.clientAddress },
    now,
  });
  // A refusal while throttled or locked is not a guess: it neither counts nor locks again.
  if (failure.reason === 'throttled' || failure.reason === 'locked') return;
  const [run] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, target.tenantId),
        eq(loginFailures.email, failure.throttleKey),
        gt(loginFailures.failedAt, new Date(now.getTime() - settings.throttleWindowMs)),
      ),
    );
  if ((run?.failures ?? 0) < settings.staffLockAfterFailures) return;
  await writeAudit(db, {
    tenantId: target.tenantId,
    staff: null,
    action: 'staff.locked',
    ...where,
    after: {
      email: target.email,
      failures: run?.failures,
      until: new Date(now.getTime() + settings.staffLockMs).toISOString(),
    },
    now,
  });
}

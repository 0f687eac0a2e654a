import {
  staffAccounts,
  staffAuditLog,
  staffInvitations,
  type DbExecutor,
  type StaffAccountRow,
  type StaffRole,
} from '@stadio/db';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { clearAccountFailures } from '../identity/login-throttle';
import { writeAudit } from '../staff/staff-audit';
import { staffLockedUntil } from '../staff/staff-sign-in-failures';
import { newTotpSecret } from '../staff/staff-totp';
import { notApplicable, teamError } from './team-errors';
import { createLink, invitationView } from './team-invitations';
import { clubMember, memberView, type TeamScope } from './team-member-view';
import { assertAssignable, type TeamActionScope } from './team-scope';

const teamScope = (scope: TeamActionScope, db: DbExecutor): TeamScope => ({
  db,
  tenantSlug: scope.tenant.slug,
  now: scope.now,
  settings: scope.settings,
});
const actorOf = (scope: TeamActionScope) => ({ id: scope.actor.id, email: scope.actor.email });

/** The club's accounts, newest first by e-mail order, and its open links. */
export async function teamOverview(scope: TeamActionScope) {
  const members = await scope.db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.tenantId, scope.tenant.slug))
    .orderBy(asc(staffAccounts.email));
  const invitations = await scope.db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, scope.tenant.slug),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .orderBy(desc(staffInvitations.createdAt));
  const base = teamScope(scope, scope.db);
  return {
    members: await Promise.all(members.map((member) => memberView(base, member, scope.actor.id))),
    invitations: invitations.map((row) => invitationView(row, scope.now)),
  };
}

/**
 * Refuses a change that leaves the club with no active administrator: `target`, an active admin,
 * is about to stop being one. The club's admin rows are locked first, so two admins demoting each
 * other at the same moment cannot both pass.
 */
async function assertAnotherAdmin(tx: DbExecutor, tenantSlug: string, target: StaffAccountRow) {
  if (target.role !== 'admin' || target.disabledAt) return;
  const others = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.tenantId, tenantSlug),
        eq(staffAccounts.role, 'admin'),
        isNull(staffAccounts.disabledAt),
        ne(staffAccounts.id, target.id),
      ),
    )
    .for('update');
  if (others.length === 0)
    throw teamError(
      'TEAM_LAST_ADMIN',
      'This is the club’s last active administrator: make another administrator first',
    );
}

/** Runs one change of a member in a transaction under its row lock, audited with before/after. */
async function changeMember(
  scope: TeamActionScope,
  staffId: string,
  change: (
    tx: DbExecutor,
    staff: StaffAccountRow,
  ) => Promise<{ action: string; before: unknown; after: unknown } | null>,
) {
  return scope.db.transaction(async (tx) => {
    const staff = await clubMember(tx, scope.tenant.slug, staffId, { forUpdate: true });
    const done = await change(tx, staff);
    if (done)
      await writeAudit(tx, {
        tenantId: scope.tenant.slug,
        staff: actorOf(scope),
        action: done.action,
        targetType: 'staff',
        targetId: staff.id,
        before: done.before,
        after: done.after,
        now: scope.now,
      });
    const [after] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    return memberView(teamScope(scope, tx), after ?? staff, scope.actor.id);
  });
}

/** A new role, read by requireStaff on the member's next call. */
export function changeRole(scope: TeamActionScope, staffId: string, role: StaffRole) {
  assertAssignable(role);
  return changeMember(scope, staffId, async (tx, staff) => {
    if (staff.role === role) return null;
    await assertAnotherAdmin(tx, scope.tenant.slug, staff);
    await tx.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, staff.id));
    return { action: 'staff.role_change', before: { role: staff.role }, after: { role } };
  });
}

/** Disabled: sign-in refused, and every session ends at once (the epoch moves; ADR 0024). */
export function disableMember(scope: TeamActionScope, staffId: string) {
  return changeMember(scope, staffId, async (tx, staff) => {
    if (staff.disabledAt) throw notApplicable('ALREADY_DISABLED', 'The account is already disabled');
    await assertAnotherAdmin(tx, scope.tenant.slug, staff);
    await tx
      .update(staffAccounts)
      .set({ disabledAt: scope.now, sessionEpoch: staff.sessionEpoch + 1 })
      .where(eq(staffAccounts.id, staff.id));
    return {
      action: 'staff.disable',
      before: { disabledAt: null, sessionEpoch: staff.sessionEpoch },
      after: { disabledAt: scope.now.toISOString(), sessionEpoch: staff.sessionEpoch + 1 },
    };
  });
}

/** Re-enabled: the member signs in again (the sessions ended by the disable stay ended). */
export function enableMember(scope: TeamActionScope, staffId: string) {
  return changeMember(scope, staffId, async (tx, staff) => {
    if (!staff.disabledAt) throw notApplicable('NOT_DISABLED', 'The account is not disabled');
    await tx.update(staffAccounts).set({ disabledAt: null }).where(eq(staffAccounts.id, staff.id));
    return {
      action: 'staff.enable',
      before: { disabledAt: staff.disabledAt.toISOString() },
      after: { disabledAt: null },
    };
  });
}

/**
 * Resets the second factor: the stored secret becomes one nobody holds, sessions end, and a link
 * valid 48 h is e-mailed to the account to enrol a new authenticator with its password and a
 * first code (docs/staff-roles.md#second-factor-reset). Until then the account cannot sign in.
 */
export function resetTotp(scope: TeamActionScope, staffId: string, locale: string) {
  return changeMember(scope, staffId, async (tx, staff) => {
    if (staff.disabledAt) throw notApplicable('DISABLED', 'Re-enable the account first');
    await tx
      .update(staffAccounts)
      .set({
        totpSecret: newTotpSecret('unused', staff.email).secret,
        totpLastStep: null,
        totpResetAt: scope.now,
        sessionEpoch: staff.sessionEpoch + 1,
      })
      .where(eq(staffAccounts.id, staff.id));
    // A former reset link of the account stops working: only the newest is open.
    await tx
      .update(staffInvitations)
      .set({ revokedAt: scope.now })
      .where(
        and(
          eq(staffInvitations.staffId, staff.id),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      );
    const link = await createLink(tx, {
      tenant: scope.tenant,
      kind: 'totp_reset',
      email: staff.email,
      role: staff.role,
      staffId: staff.id,
      locale,
      inviter: actorOf(scope),
      now: scope.now,
    });
    return {
      action: 'staff.totp_reset',
      before: { totpEnrolled: staff.totpResetAt === null, sessionEpoch: staff.sessionEpoch },
      after: { totpEnrolled: false, sessionEpoch: staff.sessionEpoch + 1, linkExpiresAt: link.expiresAt },
    };
  });
}

/**
 * Lifts a lock of failed sign-ins (ADR 0041). The `staff.locked` row is the lock: its `until`
 * is brought forward to now (the row stays in the log, marked lifted, with who lifted it), and
 * the failures that made it are forgotten, so the next mistake does not lock again at once.
 */
export function liftLock(scope: TeamActionScope, staffId: string) {
  return changeMember(scope, staffId, async (tx, staff) => {
    const target = { tenantId: scope.tenant.slug, email: staff.email, staffId: staff.id };
    const until = await staffLockedUntil(tx, target, scope.settings, scope.now);
    if (!until) throw notApplicable('NOT_LOCKED', 'The account is not locked');
    await tx
      .update(staffAuditLog)
      .set({
        after: sql`${staffAuditLog.after} || ${JSON.stringify({
          until: scope.now.toISOString(),
          liftedAt: scope.now.toISOString(),
          liftedBy: scope.actor.email,
        })}::jsonb`,
      })
      .where(
        and(
          eq(staffAuditLog.tenantId, scope.tenant.slug),
          eq(staffAuditLog.action, 'staff.locked'),
          eq(staffAuditLog.targetType, 'staff'),
          eq(staffAuditLog.targetId, staff.id),
          sql`(${staffAuditLog.after}->>'until')::timestamptz > ${scope.now.toISOString()}::timestamptz`,
        ),
      );
    await clearAccountFailures(tx, scope.tenant.slug, `staff:${staff.email}`);
    return {
      action: 'staff.unlock',
      before: { lockedUntil: until.toISOString() },
      after: { lockedUntil: null },
    };
  });
}

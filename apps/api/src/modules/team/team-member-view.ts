import { staffAccounts, staffAuditLog, type DbExecutor, type StaffAccountRow } from '@stadio/db';
import type { StaffRole, TeamMemberState } from '@stadio/graphql/resolvers-types';
import { and, eq, max } from 'drizzle-orm';
import type { IdentitySettings } from '../identity/identity-settings';
import { staffLockedUntil } from '../staff/staff-sign-in-failures';
import { memberNotFound } from './team-errors';

/** What team operations work with: the club, its database (or the action's transaction), one clock reading. */
export interface TeamScope {
  db: DbExecutor;
  tenantSlug: string;
  now: Date;
  settings: IdentitySettings;
}

/** A staff account of the club as team.graphql's TeamMember. */
export async function memberView(scope: TeamScope, staff: StaffAccountRow, viewerId: string) {
  const lockedUntil = await staffLockedUntil(
    scope.db,
    { tenantId: scope.tenantSlug, email: staff.email, staffId: staff.id },
    scope.settings,
    scope.now,
  );
  const [last] = await scope.db
    .select({ at: max(staffAuditLog.createdAt) })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.tenantId, scope.tenantSlug),
        eq(staffAuditLog.staffId, staff.id),
        eq(staffAuditLog.action, 'staff.login'),
      ),
    );
  const state: TeamMemberState = staff.disabledAt ? 'DISABLED' : lockedUntil ? 'LOCKED' : 'ACTIVE';
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role.toUpperCase() as StaffRole,
    state,
    lockedUntil: lockedUntil?.toISOString() ?? null,
    lastSignInAt: last?.at ? new Date(last.at).toISOString() : null,
    totpEnrolled: staff.totpResetAt === null,
    createdAt: staff.createdAt.toISOString(),
    disabledAt: staff.disabledAt?.toISOString() ?? null,
    isSelf: staff.id === viewerId,
  };
}

/**
 * A staff account of this club, under a row lock when `forUpdate`; a superadmin (no club) or an
 * account of another club is not found: a club admin never sees nor changes them.
 */
export async function clubMember(
  db: DbExecutor,
  tenantSlug: string,
  staffId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StaffAccountRow> {
  const query = db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.tenantId, tenantSlug)));
  const [staff] = await (options.forUpdate ? query.for('update') : query);
  if (!staff) throw memberNotFound();
  return staff;
}

import { hashPassword, verifyPassword } from '@stadio/customers/password-hash';
import { staffAccounts, staffAuditLog, type Database, type StaffAccountRow } from '@stadio/db';
import type { StaffRole } from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { passwordHashing } from '../identity/hashing-gate';
import type { IdentitySettings } from '../identity/identity-settings';
import { writeAudit } from '../staff/staff-audit';
import { acceptedTotpStep } from '../staff/staff-totp';
import { teamError } from './team-errors';
import { assertStrongPassword } from './team-invitations';

/** One's own account: role and the last sign-ins (failed ones too) at this club. */
export async function ownAccount(db: Database, tenant: Tenant, staff: StaffAccountRow) {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.tenantId, tenant.slug),
        eq(staffAuditLog.targetType, 'staff'),
        eq(staffAuditLog.targetId, staff.id),
        inArray(staffAuditLog.action, ['staff.login', 'staff.login_failed']),
      ),
    )
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(10);
  return {
    id: staff.id,
    email: staff.email,
    role: staff.role.toUpperCase() as StaffRole,
    createdAt: staff.createdAt.toISOString(),
    recentSignIns: rows.map((row) => {
      const after = (row.after ?? {}) as { clientAddress?: unknown; reason?: unknown };
      return {
        at: row.createdAt.toISOString(),
        ok: row.action === 'staff.login',
        clientAddress: typeof after.clientAddress === 'string' ? after.clientAddress : null,
        reason: typeof after.reason === 'string' ? after.reason : null,
      };
    }),
  };
}

/**
 * Changes one's own password: the current one, a TOTP code (used up, as at sign-in) and a new one
 * passing the fans' rules and zxcvbn-ts with the shop's words (ADR 0041). Every session of the
 * account ends (the epoch moves) except the one the caller re-seals with the returned epoch.
 */
export async function changeOwnPassword(
  scope: { db: Database; tenant: Tenant; now: Date; settings: IdentitySettings },
  staff: StaffAccountRow,
  input: { currentPassword: string; newPassword: string; code: string },
): Promise<StaffAccountRow> {
  const check = await passwordHashing.run(() =>
    verifyPassword(input.currentPassword, staff.passwordHash, scope.settings.passwordCost),
  );
  if (!check.ok) throw teamError('TEAM_WRONG_PASSWORD', 'The current password is not right');
  const step = await acceptedTotpStep(staff.totpSecret, input.code, scope.now, staff.totpLastStep);
  if (step === null) throw teamError('TEAM_CODE_INVALID', 'The authenticator code is not the current one');
  if (input.newPassword === input.currentPassword)
    throw teamError('TEAM_WEAK_PASSWORD', 'The new password is the current one', {
      problems: [{ code: 'password_unchanged', message: 'must differ from the current password' }],
    });
  await assertStrongPassword(scope.tenant, staff.email, input.newPassword);
  const passwordHash = await passwordHashing.run(() =>
    hashPassword(input.newPassword, scope.settings.passwordCost),
  );
  return scope.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffAccounts)
      .set({ passwordHash, totpLastStep: step, sessionEpoch: sql`${staffAccounts.sessionEpoch} + 1` })
      .where(
        and(
          eq(staffAccounts.id, staff.id),
          eq(staffAccounts.sessionEpoch, staff.sessionEpoch),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning();
    // Another call used this code, or ended the session, in the meantime.
    if (!updated) throw teamError('TEAM_CODE_INVALID', 'The authenticator code was already used');
    await writeAudit(tx, {
      tenantId: scope.tenant.slug,
      staff: { id: staff.id, email: staff.email },
      action: 'staff.password_change',
      targetType: 'staff',
      targetId: staff.id,
      before: { sessionEpoch: staff.sessionEpoch },
      after: { sessionEpoch: updated.sessionEpoch },
      now: scope.now,
    });
    return updated;
  });
}

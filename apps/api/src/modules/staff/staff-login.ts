import { verifyAgainstDecoy, verifyPassword } from '@stadio/customers/password-hash';
import { staffAccounts, type StaffAccountRow } from '@stadio/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AbuseLimiter } from '../identity/abuse-limits';
import { passwordHashing } from '../identity/hashing-gate';
import type { IdentitySettings } from '../identity/identity-settings';
import { assertNotThrottled, clearPairFailures, recordFailure } from '../identity/login-throttle';
import { writeAudit } from './staff-audit';
import { loginFailed } from './staff-errors';
import type { StaffScope } from './staff-scope';
import {
  auditStaffFailure,
  lockedError,
  staffLockedUntil,
  type StaffFailureReason,
  type StaffSignInTarget,
} from './staff-sign-in-failures';
import { acceptedTotpStep } from './staff-totp';

/**
 * Signs a staff member in at the request's club: their club's account with that e-mail, or a
 * platform superadmin's. Throttled like fans' logins (ADR 0022: per address, per account and
 * address, per account) under keys of their own (`staff:` e-mails), hashing through the same
 * gate; a wrong e-mail, password or code all answer STAFF_LOGIN_FAILED after the same hashing
 * work. The TOTP code is required and good once (staff_accounts.totp_last_step). Every failure
 * is audited with its reason, and a run of them locks the account (or the unknown e-mail) at this
 * club for a while (ADR 0041): THROTTLED until then, right password or not.
 */
export async function staffLogin(
  scope: StaffScope & { settings: IdentitySettings; abuse?: AbuseLimiter; clientAddress: string },
  input: { email: string; password: string; code: string },
): Promise<StaffAccountRow> {
  const { db, tenant, now, settings } = scope;
  const key = { tenantId: tenant.slug, email: `staff:${input.email}`, ip: scope.clientAddress };
  await scope.abuse?.consume('login', tenant.slug, scope.clientAddress);

  const [staff] = await db
    .select()
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.email, input.email),
        or(
          eq(staffAccounts.tenantId, tenant.slug),
          and(isNull(staffAccounts.tenantId), eq(staffAccounts.role, 'superadmin')),
        ),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .orderBy(sql`${staffAccounts.tenantId} nulls last`)
    .limit(1);
  const target: StaffSignInTarget = { tenantId: tenant.slug, email: input.email, staffId: staff?.id ?? null };
  const audit = (reason: StaffFailureReason) =>
    auditStaffFailure(
      db,
      target,
      { reason, clientAddress: scope.clientAddress, throttleKey: key.email },
      settings,
      now,
    );
  const fail = async (reason: StaffFailureReason) => {
    await recordFailure(db, key, settings, now);
    await audit(reason);
    return loginFailed();
  };

  const lockedUntil = await staffLockedUntil(db, target, settings, now);
  if (lockedUntil) {
    await audit('locked');
    throw lockedError(lockedUntil, now);
  }
  try {
    await assertNotThrottled(db, key, settings, now);
  } catch (throttled) {
    await audit('throttled');
    throw throttled;
  }

  if (!staff) {
    await passwordHashing.run(() => verifyAgainstDecoy(input.password, settings.passwordCost));
    throw await fail('unknown_account');
  }
  const check = await passwordHashing.run(() =>
    verifyPassword(input.password, staff.passwordHash, settings.passwordCost),
  );
  if (!check.ok) throw await fail('password');
  const step = await acceptedTotpStep(staff.totpSecret, input.code, now, staff.totpLastStep);
  if (step === null) throw await fail('code');
  const signedIn = await db.transaction(async (tx) => {
    // Taken only if no concurrent login used this step or a later one first.
    const [taken] = await tx
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, staff.id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    if (!taken) return null;
    await clearPairFailures(tx, key);
    await writeAudit(tx, {
      tenantId: tenant.slug,
      staff: { id: staff.id, email: staff.email },
      action: 'staff.login',
      targetType: 'staff',
      targetId: staff.id,
      after: { clientAddress: scope.clientAddress },
      now,
    });
    return { ...staff, totpLastStep: step };
  });
  // The failure is written outside the transaction, which wrote nothing.
  if (!signedIn) throw await fail('code_reused');
  return signedIn;
}

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
import { acceptedTotpStep } from './staff-totp';

/**
 * Signs a staff member in at the request's club: their club's account with that e-mail, or a
 * platform superadmin's. Throttled like fans' logins (ADR 0022: per address, per account and
 * address, per account) under keys of their own (`staff:` e-mails), hashing through the same
 * gate; a wrong e-mail, password or code all answer STAFF_LOGIN_FAILED after the same hashing
 * work. The TOTP code is required and good once (staff_accounts.totp_last_step).
 */
export async function staffLogin(
  scope: StaffScope & { settings: IdentitySettings; abuse?: AbuseLimiter; clientAddress: string },
  input: { email: string; password: string; code: string },
): Promise<StaffAccountRow> {
  const { db, tenant, now, settings } = scope;
  const key = { tenantId: tenant.slug, email: `staff:${input.email}`, ip: scope.clientAddress };
  await scope.abuse?.consume('login', tenant.slug, scope.clientAddress);
  await assertNotThrottled(db, key, settings, now);

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
  const fail = async () => {
    await recordFailure(db, key, settings, now);
    return loginFailed();
  };
  if (!staff) {
    await passwordHashing.run(() => verifyAgainstDecoy(input.password, settings.passwordCost));
    throw await fail();
  }
  const check = await passwordHashing.run(() =>
    verifyPassword(input.password, staff.passwordHash, settings.passwordCost),
  );
  if (!check.ok) throw await fail();
  const step = await acceptedTotpStep(staff.totpSecret, input.code, now, staff.totpLastStep);
  if (step === null) throw await fail();
  return db.transaction(async (tx) => {
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
    if (!taken) throw loginFailed();
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
}

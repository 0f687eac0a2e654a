import { customers } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { useUpTokens } from './action-tokens';
import { requireLiveCustomer } from './find-customer';
import { identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { passwordHashing } from './hashing-gate';
import { assertNotThrottled, recordFailure } from './login-throttle';
import { hashNewPassword } from './new-password';
import { endSessions } from './sessions';
import { verifyPassword } from '@stadio/customers/password-hash';

/**
 * Changes the password of customer `id` given the current one (profile, security and privacy).
 * Wrong current passwords count towards the account's login throttling, so a stolen session
 * cannot be used to guess the password. Pending reset links stop working, and every session ends
 * (ADR 0022): the caller opens a new one for the device that made the change.
 */
export async function changePassword(
  scope: IdentityScope,
  args: { id: string; currentPassword: string; newPassword: string },
): Promise<void> {
  const { db, tenant, now, settings } = scope;
  const customer = await requireLiveCustomer(db, tenant.slug, args.id);
  const key = { tenantId: tenant.slug, email: customer.email, ip: null };
  await assertNotThrottled(db, key, settings, now);
  const stored = customer.passwordHash;
  const check = stored
    ? await passwordHashing.run(() => verifyPassword(args.currentPassword, stored, settings.passwordCost))
    : { ok: false };
  if (!check.ok) {
    await recordFailure(db, key, settings, now);
    throw identityError('INVALID_CREDENTIALS', 'The current password is not valid');
  }
  const passwordHash = await hashNewPassword(scope, customer, args.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, customer.id)));
    await useUpTokens(tx, { tenantId: tenant.slug, customerId: customer.id, kind: 'reset_password', now });
    await endSessions(tx, tenant.slug, customer.id);
  });
}

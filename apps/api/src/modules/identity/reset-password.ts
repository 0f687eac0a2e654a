import { customers, type CustomerRow } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { consumeActionToken, inspectActionToken } from './action-tokens';
import { requireLiveCustomer } from './find-customer';
import type { IdentityScope } from './identity-scope';
import { clearAccountFailures } from './login-throttle';
import { hashNewPassword } from './new-password';
import { endSessions } from './sessions';

/**
 * Sets a new password with a reset link. The password is checked before the link is used up, so
 * a refused password leaves the link working. Reaching the mailbox proves the address, so it
 * counts as verified, the failed logins of the address are forgotten, and every session of the
 * account ends (ADR 0022): whoever had a copy of its cookie is out.
 */
export async function resetPassword(
  scope: IdentityScope,
  args: { token: string; password: string },
): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  const found = await inspectActionToken(db, {
    tenantId: tenant.slug,
    token: args.token,
    now,
    kind: 'reset_password',
  });
  const customer = await requireLiveCustomer(db, tenant.slug, found.customerId);
  const passwordHash = await hashNewPassword(scope, customer, args.password);
  return db.transaction(async (tx) => {
    await consumeActionToken(tx, { tenantId: tenant.slug, token: args.token, now, kind: 'reset_password' });
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, emailVerifiedAt: customer.emailVerifiedAt ?? now, updatedAt: now })
      .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, customer.id)))
      .returning();
    await clearAccountFailures(tx, tenant.slug, customer.email);
    const sessionEpoch = await endSessions(tx, tenant.slug, customer.id);
    return { ...(updated as CustomerRow), sessionEpoch };
  });
}

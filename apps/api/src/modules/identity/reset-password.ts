import { customers, type CustomerRow } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { consumeActionToken, inspectActionToken } from './action-tokens';
import { requireLiveCustomer } from './find-customer';
import type { IdentityScope } from './identity-scope';
import { clearAccountFailures } from './login-throttle';
import { hashNewPassword } from './new-password';

/**
 * Sets a new password with a reset link. The password is checked before the link is used up, so
 * a refused password leaves the link working. Reaching the mailbox proves the address, so it
 * counts as verified, and the failed logins of the address are forgotten.
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
    return updated as CustomerRow;
  });
}

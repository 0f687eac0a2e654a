import { customers, type CustomerRow } from '@stadio/db';
import { and, eq, isNull } from 'drizzle-orm';
import { consumeActionToken, inspectActionToken, type ActionTokenKind } from './action-tokens';
import { requireLiveCustomer } from './find-customer';
import type { IdentityScope } from './identity-scope';

/**
 * Runs an e-mailed link. A verification link is used up and verifies the address; a reset link
 * is only checked, so the page can show the new-password form (resetPassword uses it up).
 */
export async function executeActionToken(
  scope: IdentityScope,
  token: string,
): Promise<{ kind: ActionTokenKind; customer: CustomerRow }> {
  const { db, tenant, now } = scope;
  const found = await inspectActionToken(db, { tenantId: tenant.slug, token, now });
  if (found.kind === 'reset_password')
    return { kind: found.kind, customer: await requireLiveCustomer(db, tenant.slug, found.customerId) };
  const customer = await db.transaction(async (tx) => {
    const used = await consumeActionToken(tx, { tenantId: tenant.slug, token, now, kind: 'verify_email' });
    await tx
      .update(customers)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(customers.tenantId, tenant.slug),
          eq(customers.id, used.customerId),
          isNull(customers.emailVerifiedAt),
        ),
      );
    return requireLiveCustomer(tx, tenant.slug, used.customerId);
  });
  return { kind: 'verify_email', customer };
}

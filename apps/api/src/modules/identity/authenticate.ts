import { normaliseEmail } from '@stadio/customers';
import { customers, type CustomerRow } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { findLiveCustomerByEmail } from './find-customer';
import { identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { assertNotThrottled, clearAccountFailures, recordFailure } from './login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@stadio/customers/password-hash';

function invalidCredentials() {
  return identityError('INVALID_CREDENTIALS', 'The e-mail address or the password is not valid');
}

/**
 * Logs a customer in with e-mail and password. Throttled per e-mail and per IP (ADR 0007);
 * unknown addresses, deleted accounts and wrong passwords all give INVALID_CREDENTIALS after the
 * same amount of hashing work. A right password on an unverified address gives EMAIL_NOT_VERIFIED.
 */
export async function authenticate(
  scope: IdentityScope,
  credentials: { email: string; password: string; ip: string },
): Promise<CustomerRow> {
  const { db, tenant, now, settings } = scope;
  const key = { tenantId: tenant.slug, email: normaliseEmail(credentials.email), ip: credentials.ip };
  await assertNotThrottled(db, key, settings, now);

  const customer = await findLiveCustomerByEmail(db, tenant.slug, key.email);
  if (!customer?.passwordHash) {
    await verifyAgainstDecoy(credentials.password, settings.passwordCost);
    await recordFailure(db, key, settings, now);
    throw invalidCredentials();
  }
  const check = await verifyPassword(credentials.password, customer.passwordHash, settings.passwordCost);
  if (!check.ok) {
    await recordFailure(db, key, settings, now);
    throw invalidCredentials();
  }
  await clearAccountFailures(db, tenant.slug, key.email);
  if (check.needsRehash) {
    // The cost was raised since this hash was made; the password is at hand, so upgrade it now.
    const passwordHash = await hashPassword(credentials.password, settings.passwordCost);
    await db
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, customer.id)));
  }
  if (!customer.emailVerifiedAt)
    throw identityError('EMAIL_NOT_VERIFIED', 'Confirm your e-mail address before logging in', {
      customerId: customer.id,
    });
  return customer;
}

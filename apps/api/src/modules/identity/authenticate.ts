import { normaliseEmail } from '@stadio/customers';
import { customers, type CustomerRow } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { findLiveCustomerByEmail } from './find-customer';
import { identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { passwordHashing } from './hashing-gate';
import { assertNotThrottled, clearPairFailures, recordFailure } from './login-throttle';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@stadio/customers/password-hash';

function invalidCredentials() {
  return identityError('INVALID_CREDENTIALS', 'The e-mail address or the password is not valid');
}

/**
 * Logs a customer in with e-mail and password. Limited per client address, slowed down per
 * account and address, capped per account unless from a known device (ADR 0022); hashing waits
 * for a slot of the process's bounded gate;
 * unknown addresses, deleted accounts and wrong passwords all give INVALID_CREDENTIALS after the
 * same amount of hashing work. A right password on an unverified address gives EMAIL_NOT_VERIFIED.
 */
export async function authenticate(
  scope: IdentityScope,
  credentials: { email: string; password: string; ip: string; knownDevice?: boolean },
): Promise<CustomerRow> {
  const { db, tenant, now, settings } = scope;
  const key = { tenantId: tenant.slug, email: normaliseEmail(credentials.email), ip: credentials.ip };
  await scope.abuse?.consume('login', tenant.slug, credentials.ip);
  await assertNotThrottled(db, key, settings, now, { knownDevice: credentials.knownDevice });

  const customer = await findLiveCustomerByEmail(db, tenant.slug, key.email);
  if (!customer?.passwordHash) {
    const password = credentials.password;
    await passwordHashing.run(() => verifyAgainstDecoy(password, settings.passwordCost));
    await recordFailure(db, key, settings, now);
    throw invalidCredentials();
  }
  const stored = customer.passwordHash;
  const check = await passwordHashing.run(() =>
    verifyPassword(credentials.password, stored, settings.passwordCost),
  );
  if (!check.ok) {
    await recordFailure(db, key, settings, now);
    throw invalidCredentials();
  }
  await clearPairFailures(db, key);
  if (check.needsRehash) {
    // The cost was raised since this hash was made; the password is at hand, so upgrade it now.
    const passwordHash = await passwordHashing.run(() =>
      hashPassword(credentials.password, settings.passwordCost),
    );
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

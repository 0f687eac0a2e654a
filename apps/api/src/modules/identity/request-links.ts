import { normaliseEmail } from '@stadio/customers';
import { queuePasswordResetEmail, queueVerificationEmail } from './account-emails';
import { findLiveCustomerByEmail } from './find-customer';
import type { IdentityScope } from './identity-scope';
import { maySendLink } from './resend-limit';

/**
 * Sends a new verification link to an unverified account. Says nothing about whether the
 * address has an account (the caller always answers true). Limited per client address.
 */
export async function requestEmailVerification(scope: IdentityScope, email: string): Promise<void> {
  await scope.abuse?.consume('verificationResend', scope.tenant.slug, scope.clientAddress);
  const customer = await findLiveCustomerByEmail(scope.db, scope.tenant.slug, normaliseEmail(email));
  if (!customer || customer.emailVerifiedAt || !(await maySendLink(scope, customer, 'verify_email'))) return;
  await scope.db.transaction((tx) => queueVerificationEmail(tx, scope, customer));
}

/** Sends a password reset link. Says nothing about whether the address has an account; limited per client address. */
export async function requestPasswordReset(scope: IdentityScope, email: string): Promise<void> {
  await scope.abuse?.consume('passwordReset', scope.tenant.slug, scope.clientAddress);
  const customer = await findLiveCustomerByEmail(scope.db, scope.tenant.slug, normaliseEmail(email));
  if (!customer || !(await maySendLink(scope, customer, 'reset_password'))) return;
  await scope.db.transaction((tx) => queuePasswordResetEmail(tx, scope, customer));
}

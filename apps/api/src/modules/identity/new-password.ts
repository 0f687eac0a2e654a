import { fieldError, passwordProblems } from '@stadio/customers';
import type { CustomerRow } from '@stadio/db';
import { identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { hashPassword } from '@stadio/customers/password-hash';

/** Hashes a customer's new password, or fails with WEAK_PASSWORD listing every broken rule. */
export async function hashNewPassword(
  scope: IdentityScope,
  customer: CustomerRow,
  password: string,
): Promise<string> {
  const problems = passwordProblems(password, { email: customer.email });
  if (problems.length > 0) {
    throw identityError('WEAK_PASSWORD', 'The new password is too weak', {
      problems: problems.map((code) => {
        const { message } = fieldError('password', code);
        return { code, message };
      }),
    });
  }
  return hashPassword(password, scope.settings.passwordCost);
}

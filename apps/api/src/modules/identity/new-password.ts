import { fieldError, passwordProblems, type PasswordProblem } from '@stadio/customers';
import type { CustomerRow } from '@stadio/db';
import { passwordHashing } from './hashing-gate';
import { identityError } from './identity-errors';
import { isTooGuessable } from './password-strength';
import type { IdentityScope } from './identity-scope';
import { hashPassword } from '@stadio/customers/password-hash';

/**
 * Hashes a customer's new password, or fails with WEAK_PASSWORD listing every broken rule, or
 * `password_too_common` when it is easy to guess all the same, the club's and the platform's names
 * counting as easy (ADR 0022, ADR 0041).
 */
export async function hashNewPassword(
  scope: IdentityScope,
  customer: CustomerRow,
  password: string,
): Promise<string> {
  const problems: PasswordProblem[] = passwordProblems(password, { email: customer.email });
  // The shape rules first; a common password is named only when the shape is right.
  const ownWords = [customer.email, customer.firstName, customer.lastName];
  if (
    problems.length === 0 &&
    (await passwordHashing.run(async () => isTooGuessable(password, { tenant: scope.tenant, ownWords })))
  )
    problems.push('password_too_common');
  if (problems.length > 0) {
    throw identityError('WEAK_PASSWORD', 'The new password is too weak', {
      problems: problems.map((code) => {
        const { message } = fieldError('password', code);
        return { code, message };
      }),
    });
  }
  return passwordHashing.run(() => hashPassword(password, scope.settings.passwordCost));
}

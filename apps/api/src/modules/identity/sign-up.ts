import { fieldError, signUpSchema, validate } from '@stadio/customers';
import { customers, type CustomerRow } from '@stadio/db';
import { queueVerificationEmail } from './account-emails';
import { findLiveCustomerByEmail } from './find-customer';
import { passwordHashing } from './hashing-gate';
import { fromGraphQLInput } from './graphql-input';
import { badUserInput } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { isUniqueViolation } from './is-unique-violation';
import { isTooGuessable } from './password-strength';
import { hashPassword } from '@stadio/customers/password-hash';
import { preferredLocaleOf } from './preferred-locale';

/** A taken address: said on the e-mail field, so the fan logs in or resets their password instead. */
const emailAlreadyUsed = () => badUserInput([fieldError('email', 'email_already_used')]);

/**
 * Creates a customer of the scope's club with the fields the club requires, and queues the
 * verification e-mail in the same transaction (ADR 0006). An address taken at this club (another
 * club's account with the same address is unrelated) is refused as `email_already_used`
 * (docs/product.md#validation-rules, ADR 0054). Limited per client address and per address
 * tried, so the form cannot be used to list a club's fans; common passwords are refused.
 */
export async function signUp(scope: IdentityScope, input: { gender?: string | null }): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  // Every attempt counts, refused ones too: probing the form is no cheaper than signing up.
  await scope.abuse?.consume('signUp', tenant.slug, scope.clientAddress);
  const parsed = validate(signUpSchema(tenant.requiredCustomerFields), fromGraphQLInput(input));
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const { password, preferredLocale, ...fields } = parsed.value;
  // Per address tried too: from many client addresses, a list of e-mails is still tried slowly.
  await scope.abuse?.consume('signUpByEmail', tenant.slug, fields.email);
  const ownWords = [fields.email, fields.firstName, fields.lastName];
  if (await passwordHashing.run(async () => isTooGuessable(password, { tenant, ownWords })))
    throw badUserInput([fieldError('password', 'password_too_common')]);
  if (await findLiveCustomerByEmail(db, tenant.slug, fields.email)) throw emailAlreadyUsed();
  const passwordHash = await passwordHashing.run(() => hashPassword(password, scope.settings.passwordCost));
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          ...fields,
          tenantId: tenant.slug,
          gender: fields.gender ?? 'unknown',
          passwordHash,
          preferredLocale: preferredLocaleOf(tenant, preferredLocale),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!customer) throw new Error('customers insert returned no row');
      await queueVerificationEmail(tx, scope, customer);
      return customer;
    });
  } catch (error) {
    // Signed up a moment ago by a request racing this one: the same answer as above.
    if (isUniqueViolation(error, 'customers_email')) throw emailAlreadyUsed();
    throw error;
  }
}

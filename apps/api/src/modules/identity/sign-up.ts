import { signUpSchema, validate } from '@stadio/customers';
import { customers, type CustomerRow } from '@stadio/db';
import { queueVerificationEmail } from './account-emails';
import { findLiveCustomerByEmail } from './find-customer';
import { fromGraphQLInput } from './graphql-input';
import { badUserInput, identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { isUniqueViolation } from './is-unique-violation';
import { hashPassword } from '@stadio/customers/password-hash';
import { preferredLocaleOf } from './preferred-locale';

function emailAlreadyUsed() {
  return identityError(
    'EMAIL_ALREADY_USED',
    'This e-mail address is already used by an account of this club',
  );
}

/**
 * Creates a customer of the scope's club with the fields the club requires, and queues the
 * verification e-mail in the same transaction (ADR 0006). The address must be free at this club
 * only: another club's account with the same address is unrelated.
 */
export async function signUp(scope: IdentityScope, input: { gender?: string | null }): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  const parsed = validate(signUpSchema(tenant.requiredCustomerFields), fromGraphQLInput(input));
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const { password, preferredLocale, ...fields } = parsed.value;
  // Checked before hashing, which is the expensive part; the unique index settles races below.
  if (await findLiveCustomerByEmail(db, tenant.slug, fields.email)) throw emailAlreadyUsed();
  const passwordHash = await hashPassword(password, scope.settings.passwordCost);
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
    if (isUniqueViolation(error, 'customers_email')) throw emailAlreadyUsed();
    throw error;
  }
}

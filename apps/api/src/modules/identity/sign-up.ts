import { fieldError, signUpSchema, validate } from '@stadio/customers';
import { customers, mailOutbox, type CustomerRow } from '@stadio/db';
import { and, eq, gt } from 'drizzle-orm';
import { enqueueMail } from '../mail/enqueue-mail';
import { accountExistsMail } from '../mail/templates/account-exists';
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

/** At most one "you already have an account" e-mail per account per hour, whoever asks. */
const ACCOUNT_EXISTS_MAIL_EVERY_MS = 60 * 60 * 1000;

/**
 * Someone signed up with the address of an existing account: its owner is told by e-mail (once an
 * hour at most), and the caller gets what a new sign-up gets, so the page cannot tell whether the
 * address was taken (ADR 0022).
 */
async function answerAsNew(
  scope: IdentityScope,
  owner: CustomerRow,
  input: Partial<CustomerRow>,
): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  const recent = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.tenantId, tenant.slug),
        eq(mailOutbox.recipient, owner.email),
        eq(mailOutbox.template, accountExistsMail.name),
        gt(mailOutbox.createdAt, new Date(now.getTime() - ACCOUNT_EXISTS_MAIL_EVERY_MS)),
      ),
    )
    .limit(1);
  if (recent.length === 0)
    await enqueueMail(
      db,
      accountExistsMail,
      {
        tenantId: tenant.slug,
        to: owner.email,
        locale: owner.preferredLocale,
        payload: { firstName: owner.firstName },
      },
      now,
    );
  // The owner's id, so the "link sent" page shows the same (masked) address a new sign-up gets;
  // every other field as the caller gave it, so nothing of the owner's comes back.
  return { ...owner, ...input, passwordHash: null, emailVerifiedAt: null, createdAt: now, updatedAt: now };
}

/**
 * Creates a customer of the scope's club with the fields the club requires, and queues the
 * verification e-mail in the same transaction (ADR 0006). A taken address at this club (another
 * club's account with the same address is unrelated) answers the same, and its owner gets an
 * e-mail instead (ADR 0022). Limited per client address; common passwords are refused.
 */
export async function signUp(scope: IdentityScope, input: { gender?: string | null }): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  // Every attempt counts, refused ones too: probing the form is no cheaper than signing up.
  await scope.abuse?.consume('signUp', tenant.slug, scope.clientAddress);
  const parsed = validate(signUpSchema(tenant.requiredCustomerFields), fromGraphQLInput(input));
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const { password, preferredLocale, ...fields } = parsed.value;
  const ownWords = [fields.email, fields.firstName, fields.lastName];
  if (await passwordHashing.run(async () => isTooGuessable(password, { tenant, ownWords })))
    throw badUserInput([fieldError('password', 'password_too_common')]);
  // Hashed whether or not the address is taken, so the answer takes as long either way.
  const passwordHash = await passwordHashing.run(() => hashPassword(password, scope.settings.passwordCost));
  const owner = await findLiveCustomerByEmail(db, tenant.slug, fields.email);
  const asGiven = {
    ...fields,
    gender: fields.gender ?? 'unknown',
    preferredLocale: preferredLocaleOf(tenant, preferredLocale),
  };
  if (owner) return answerAsNew(scope, owner, asGiven);
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
    const raced = isUniqueViolation(error, 'customers_email')
      ? await findLiveCustomerByEmail(db, tenant.slug, fields.email)
      : undefined;
    if (raced) return answerAsNew(scope, raced, asGiven);
    throw error;
  }
}

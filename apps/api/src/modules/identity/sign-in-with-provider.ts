import {
  emailSchema,
  type Gender,
  normaliseEmail,
  PROFILE_FIELD_SCHEMAS,
  type ProfileField,
} from '@stadio/customers';
import { customers, type CustomerRow } from '@stadio/db';
import type { ProviderProfileInput } from '@stadio/graphql/resolvers-types';
import { and, eq, isNull } from 'drizzle-orm';
import { findLiveCustomerByEmail } from './find-customer';
import { fromGraphQLInput } from './graphql-input';
import { badUserInput, identityError } from './identity-errors';
import type { IdentityScope } from './identity-scope';
import { isUniqueViolation } from './is-unique-violation';
import { preferredLocaleOf } from './preferred-locale';

/** The fields the provider gave that pass the shop's own rules; the others are asked for later. */
type ProfileValues = Partial<Omit<Record<ProfileField, string>, 'gender'> & { gender: Gender }>;

function validProfileFields(profile: ProviderProfileInput): ProfileValues {
  const input = fromGraphQLInput(profile) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const field of Object.keys(PROFILE_FIELD_SCHEMAS) as ProfileField[]) {
    const value = input[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const parsed = PROFILE_FIELD_SCHEMAS[field].safeParse(value);
    if (parsed.success && typeof parsed.data === 'string') fields[field] = parsed.data;
  }
  return fields as ProfileValues;
}

/**
 * Signs in a member of the club's OpenID Connect provider (docs/product.md#sign-in-through-the-club,
 * ADR 0027). The storefront has validated the ID token; `subject` is its `sub`, unique at this
 * club only: the same subject at another club is another customer. Found by subject, else the live
 * account with the same address when the provider verified it (linked now), else created without
 * a password. What the provider says replaces what the shop had, field by field.
 */
export async function signInWithProvider(
  scope: IdentityScope,
  subject: string,
  profile: ProviderProfileInput,
): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  if (tenant.identity.kind !== 'oidc')
    throw identityError('PROVIDER_ACCOUNTS', 'This club has no identity provider to sign in with');
  const email = emailSchema.safeParse(profile.email);
  if (!email.success)
    throw badUserInput([{ field: 'email', code: 'invalid', message: 'is not an e-mail address' }]);
  const address = normaliseEmail(email.data);
  const fields = validProfileFields(profile);
  const verifiedAt = profile.emailVerified ? now : undefined;

  const signInOnce = () =>
    db.transaction(async (tx) => {
      const [known] = await tx
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.tenantId, tenant.slug),
            eq(customers.keycloakId, subject),
            isNull(customers.deletedAt),
          ),
        )
        .for('update');
      if (known) {
        const [row] = await tx
          .update(customers)
          .set({
            ...fields,
            email: address,
            emailVerifiedAt: known.emailVerifiedAt ?? verifiedAt,
            updatedAt: now,
          })
          .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, known.id)))
          .returning();
        return row ?? known;
      }
      // Only an address the provider vouches for may take over an existing account of the shop.
      const sameAddress = profile.emailVerified
        ? await findLiveCustomerByEmail(tx, tenant.slug, address)
        : undefined;
      if (sameAddress && !sameAddress.keycloakId) {
        const [row] = await tx
          .update(customers)
          .set({
            ...fields,
            keycloakId: subject,
            emailVerifiedAt: sameAddress.emailVerifiedAt ?? now,
            updatedAt: now,
          })
          .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, sameAddress.id)))
          .returning();
        if (row) return row;
      }
      const [created] = await tx
        .insert(customers)
        .values({
          tenantId: tenant.slug,
          email: address,
          passwordHash: null,
          keycloakId: subject,
          ...fields,
          gender: fields.gender ?? 'unknown',
          preferredLocale: preferredLocaleOf(tenant, profile.preferredLocale),
          emailVerifiedAt: verifiedAt ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('customer insert returned nothing');
      return created;
    });

  try {
    // Two first sign-ins of one member at once (two tabs, a callback sent twice) both find no
    // customer and both create one: the later breaks a unique index when the earlier commits.
    // Tried again, it finds the customer the earlier one made.
    return await signInOnce().catch((error: unknown) => {
      if (isUniqueViolation(error, 'customers_email') || isUniqueViolation(error, 'customers_keycloak_id'))
        return signInOnce();
      throw error;
    });
  } catch (error) {
    // The address belongs to another account of this club (unverified at the provider, or linked
    // to another subject): the fan is told, nothing is merged.
    if (isUniqueViolation(error, 'customers_email'))
      throw identityError('EMAIL_ALREADY_USED', 'Another account of this club uses this e-mail address');
    throw error;
  }
}

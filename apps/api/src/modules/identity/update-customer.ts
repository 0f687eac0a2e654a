import {
  customerRuleErrors,
  customerUpdateSchema,
  fieldError,
  toCustomerValues,
  validate,
} from '@stadio/customers';
import { customers, type CustomerRow } from '@stadio/db';
import { and, eq, isNull } from 'drizzle-orm';
import { requireLiveCustomer } from './find-customer';
import { fromGraphQLInput } from './graphql-input';
import { badUserInput } from './identity-errors';
import type { IdentityScope } from './identity-scope';

/**
 * Changes profile fields of customer `id` of the scope's club (PUT /api/customer/{id}). Only the
 * given fields change; the club's required fields stay filled and fields locked once filled in
 * (mandatory_without_change) keep their value. The e-mail address is not a profile field.
 */
export async function updateCustomer(
  scope: IdentityScope,
  id: string,
  input: { gender?: string | null },
): Promise<CustomerRow> {
  const { db, tenant, now } = scope;
  const parsed = validate(customerUpdateSchema, fromGraphQLInput(input));
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const current = await requireLiveCustomer(db, tenant.slug, id);
  // Fields given as null mean "clear"; absent ones (undefined) keep the stored value.
  const given = Object.fromEntries(Object.entries(parsed.value).filter(([, value]) => value !== undefined));
  const stored = toCustomerValues(current);
  const errors = customerRuleErrors({
    next: toCustomerValues({ ...stored, ...given }),
    given: new Set(Object.keys(given)),
    current: stored,
    required: tenant.requiredCustomerFields,
  });
  if (given.preferredLocale && !tenant.locales.includes(given.preferredLocale as never))
    errors.push(fieldError('preferredLocale', 'invalid'));
  if (errors.length > 0) throw badUserInput(errors);

  const { gender, preferredLocale, ...rest } = given as typeof parsed.value;
  const [updated] = await db
    .update(customers)
    .set({
      ...rest,
      ...(gender !== undefined ? { gender: gender ?? 'unknown' } : {}),
      ...(preferredLocale ? { preferredLocale } : {}),
      updatedAt: now,
    })
    .where(and(eq(customers.tenantId, tenant.slug), eq(customers.id, id), isNull(customers.deletedAt)))
    .returning();
  // No row: the account was deleted since it was read; answer as if it had been gone already.
  return updated ?? requireLiveCustomer(db, tenant.slug, id);
}

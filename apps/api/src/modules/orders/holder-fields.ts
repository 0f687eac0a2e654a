import {
  customerRuleErrors,
  fieldError,
  HOLDER_FIELDS,
  holderSchema,
  isMandatory,
  toCustomerValues,
  validate,
  type FieldError,
  type Holder,
} from '@stadio/customers';
import type { RequiredField } from '@stadio/tenants/schema';
import { fromGraphQLInput } from '../identity/graphql-input';

/** A holder ready to store: normalised, every field present (null when left blank). */
export type ValidHolder = { [K in keyof Holder]-?: Exclude<Holder[K], undefined> } & {
  gender: NonNullable<Holder['gender']>;
};

/**
 * Validates one holder of the GraphQL input with the shared holder schema of @stadio/customers
 * (the storefront's form uses the same one, so both refuse the same input with the same codes):
 * the club's requiredHolderFields decide what is mandatory (names too: a club may leave them
 * optional), names are title-cased, e-mail trimmed and lower-cased; the profile rules (address
 * completeness, postcode of the country) apply as for a customer.
 */
export function validateHolder(
  input: Record<string, unknown>,
  required: readonly RequiredField[],
): { ok: true; holder: ValidHolder } | { ok: false; errors: FieldError[] } {
  const rules = required;
  const fields = Object.fromEntries(HOLDER_FIELDS.map((field) => [field, input[field]]));
  const parsed = validate(holderSchema(rules), fromGraphQLInput(fields as { gender?: string | null }));
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const value = parsed.value;
  const holder: ValidHolder = {
    gender: value.gender ?? 'unknown',
    firstName: value.firstName ?? null,
    lastName: value.lastName ?? null,
    email: value.email ?? null,
    phoneNumber: value.phoneNumber ?? null,
    dateOfBirth: value.dateOfBirth ?? null,
    streetAddress: value.streetAddress ?? null,
    postalCode: value.postalCode ?? null,
    cityName: value.cityName ?? null,
    country: value.country ?? null,
  };
  // Company is not a holder field, so only the holder's own entries of the club's list count.
  const errors = customerRuleErrors({
    next: toCustomerValues(holder),
    given: new Set(HOLDER_FIELDS),
    required: rules.filter((entry) => (HOLDER_FIELDS as readonly string[]).includes(entry.field)),
  });
  if (isMandatory(rules, 'email') && holder.email === null) errors.push(fieldError('email', 'required'));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, holder };
}

import { ADDRESS_FIELDS, type HolderField } from '@stadio/customers';

/** What the holder form may take from the logged-in customer's profile. */
export type CustomerPrefill = Partial<Record<HolderField, string | null>>;

/** Personal fields: the customer is presumably the first ticket's holder, not the others'. */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth'] as const;

/**
 * docs/product.md#holders: name, e-mail, phone and birth date come from the customer for the
 * first ticket only; the address fields for every ticket. Blank profile fields prefill nothing.
 */
export function holderPrefill(
  customer: CustomerPrefill,
  index: number,
): Partial<Record<HolderField, string>> {
  const fields: readonly HolderField[] =
    index === 0 ? [...PERSONAL_FIELDS, ...ADDRESS_FIELDS] : ADDRESS_FIELDS;
  const values: Partial<Record<HolderField, string>> = {};
  for (const field of fields) {
    const value = customer[field];
    if (value) values[field] = value;
  }
  return values;
}

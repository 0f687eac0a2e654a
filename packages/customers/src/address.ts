/** The parts a postal address needs (docs/product.md#validation-rules, address completeness). */
export const ADDRESS_FIELDS = ['streetAddress', 'postalCode', 'cityName', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The address parts missing from `values` (null, absent or blank), in the order
 * docs/product.md#validation-rules names them.
 */
export function missingAddressFields(values: Partial<Record<AddressField, string | null>>): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => !values[field]?.trim());
}

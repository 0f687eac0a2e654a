/** The parts a postal address needs (spec section 5, address completeness). */
export const ADDRESS_FIELDS = ['streetAddress', 'postalCode', 'cityName', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address parts missing from `values` (null, absent or blank), in the spec's order. */
export function missingAddressFields(values: Partial<Record<AddressField, string | null>>): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => !values[field]?.trim());
}

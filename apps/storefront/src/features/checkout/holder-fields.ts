import { ADDRESS_FIELDS, HOLDER_FIELDS, type HolderField, isMandatory } from '@stadio/customers';
import type { RequiredField } from '@stadio/tenants/schema';

/** A field of the holder form: shown, and whether it must be filled in. */
export interface HolderFormField {
  name: HolderField;
  required: boolean;
}

const isAddressPart = (name: string) => (ADDRESS_FIELDS as readonly string[]).includes(name);

/**
 * The holder form of a club (its requiredHolderFields): the fields it lists, in any mode, plus the
 * address, which is prefilled for every ticket and so is always offered. A mandatory street makes
 * every part of the address mandatory (an address is complete or absent, docs/product.md#holders).
 */
export function holderFormFields(required: readonly RequiredField[]): HolderFormField[] {
  const listed = new Set<string>(required.map((entry) => entry.field));
  const streetRequired = isMandatory(required, 'streetAddress');
  return HOLDER_FIELDS.filter((name) => listed.has(name) || isAddressPart(name)).map((name) => ({
    name,
    required: isMandatory(required, name) || (isAddressPart(name) && streetRequired),
  }));
}

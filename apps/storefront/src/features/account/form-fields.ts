import {
  ADDRESS_FIELDS,
  isLockedOnceFilled,
  isMandatory,
  PROFILE_FIELDS,
  type ProfileField,
} from '@stadio/customers';
import type { RequiredField } from '@stadio/tenants/schema';

/** A profile field as a form shows it. */
export interface FormField {
  name: ProfileField;
  /** Marked as required (the club's mandatory fields, and the parts a required address needs). */
  required: boolean;
  /** mandatory_without_change: may be filled in once, then only read. */
  lockedOnceFilled: boolean;
}

const isAddressPart = (field: ProfileField) => (ADDRESS_FIELDS as readonly string[]).includes(field);

function describeField(required: readonly RequiredField[], name: ProfileField): FormField {
  // An address is complete or absent (docs/product.md#validation-rules): a mandatory street makes every part
  // mandatory.
  const addressRequired = isAddressPart(name) && isMandatory(required, 'streetAddress');
  return {
    name,
    required: isMandatory(required, name) || addressRequired,
    lockedOnceFilled: isLockedOnceFilled(required, name),
  };
}

/**
 * The profile fields of a club's sign-up form: those its `requiredCustomerFields` lists (in any
 * mode), in the usual order, plus the other parts of the address when the street is asked for.
 */
export function signUpFields(required: readonly RequiredField[]): FormField[] {
  const listed = new Set<string>(required.map((entry) => entry.field));
  const wantsAddress = listed.has('streetAddress');
  return PROFILE_FIELDS.filter((name) => listed.has(name) || (wantsAddress && isAddressPart(name))).map(
    (name) => describeField(required, name),
  );
}

/** Every profile field, for the profile page, with the club's modes. */
export function profileFields(required: readonly RequiredField[]): FormField[] {
  return PROFILE_FIELDS.map((name) => describeField(required, name));
}

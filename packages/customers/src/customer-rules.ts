import type { RequiredField } from '@stadio/tenants/schema';
import { missingAddressFields } from './address';
import { bankCountriesMatch } from './bank-details';
import { PROFILE_FIELDS, type CustomerValues } from './customer-fields';
import { fieldError, type FieldError } from './field-error';
import { isPostalCodeOf } from './postal-code';
import { isLockedOnceFilled, isMandatory } from './required-fields';

/** What {@link customerRuleErrors} checks: the values after the change, what was given, and what was stored. */
export interface CustomerChange {
  /** Every field after the change (stored values overlaid with the given ones). */
  next: CustomerValues;
  /** Fields the form or request sent; others keep their stored value. */
  given: ReadonlySet<string>;
  /** The stored values, absent at sign-up. */
  current?: CustomerValues;
  /** The club's `requiredCustomerFields`. */
  required: readonly RequiredField[];
}

/**
 * Rules that look at several fields or at the stored customer, after each field passed its own
 * schema: mandatory fields cannot be emptied, locked fields cannot change, a street address needs
 * postcode, city and country, the postcode must fit the country, IBAN and BIC come as a pair from
 * the same country.
 */
export function customerRuleErrors(change: CustomerChange): FieldError[] {
  const { next, given, current, required } = change;
  const errors: FieldError[] = [];
  for (const field of PROFILE_FIELDS) {
    if (!given.has(field) && current) continue;
    if (next[field] === null && isMandatory(required, field)) errors.push(fieldError(field, 'required'));
    const stored = current?.[field];
    if (stored != null && stored !== next[field] && isLockedOnceFilled(required, field))
      errors.push(fieldError(field, 'cannot_change'));
  }
  if (next.streetAddress !== null) {
    for (const field of missingAddressFields(next)) errors.push(fieldError(field, 'required'));
  }
  if (next.postalCode !== null && !isPostalCodeOf(next.postalCode, next.country))
    errors.push(fieldError('postalCode', 'invalid'));
  if ((next.iban === null) !== (next.bic === null))
    errors.push(fieldError(next.iban === null ? 'iban' : 'bic', 'required'));
  if (next.iban !== null && next.bic !== null && !bankCountriesMatch(next.iban, next.bic))
    errors.push(fieldError('bic', 'country_mismatch'));
  return dedupe(errors);
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field}:${error.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

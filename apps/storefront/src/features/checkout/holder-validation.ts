import {
  customerRuleErrors,
  type FieldError,
  HOLDER_FIELDS,
  type HolderField,
  holderSchema,
  toCustomerValues,
  validate,
} from '@stadio/customers';
import type { RequiredField } from '@stadio/tenants/schema';
import type { HolderFormField } from './holder-fields';

/** A holder ready to send: the form's fields, normalised, null when left blank. */
export type HolderValues = Partial<Record<HolderField, string | null>>;

/**
 * Checks one holder form as the BFF and the API will (same shared rules, so the fan sees every
 * refusal before sending): the club's mandatory fields, each field's shape, a street address only
 * with postcode, city and country, and a postcode that fits the country.
 */
export function checkHolder(
  input: Record<string, unknown>,
  fields: readonly HolderFormField[],
  required: readonly RequiredField[],
): { ok: true; holder: HolderValues } | { ok: false; errors: FieldError[] } {
  const shown = new Set<string>(fields.map((field) => field.name));
  const relevant = required.filter((entry) => (HOLDER_FIELDS as readonly string[]).includes(entry.field));
  // Fields the form does not show stay out of the request; shown ones are sent even when blank.
  const given = Object.fromEntries(
    HOLDER_FIELDS.filter((name) => shown.has(name)).map((name) => [name, input[name] ?? '']),
  );
  const checked = validate(holderSchema(relevant), given);
  if (!checked.ok) return checked;
  const holder: HolderValues = {};
  for (const name of HOLDER_FIELDS) if (shown.has(name)) holder[name] = checked.value[name] ?? null;
  const errors = customerRuleErrors({
    next: toCustomerValues({ ...holder, gender: checked.value.gender ?? null }),
    given: shown,
    required: relevant,
  }).filter((error) => shown.has(error.field));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, holder };
}

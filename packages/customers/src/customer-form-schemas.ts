import type { RequiredField } from '@stadio/tenants/schema';
import { z } from 'zod';
import { notGiven, optionalField, requiredField } from './blank';
import {
  BANK_FIELD_SCHEMAS,
  PROFILE_FIELD_SCHEMAS,
  preferredLocaleSchema,
  type CustomerValues,
  type ProfileField,
} from './customer-fields';
import { customerRuleErrors } from './customer-rules';
import { emailSchema } from './email';
import { fieldError, fieldErrorsOf, type FieldError } from './field-error';
import { newPasswordSchema, passwordProblems } from './password-rules';
import { isMandatory } from './required-fields';

/** Profile fields as the club configures them: mandatory ones must be given, others may be blank. */
function profileShape(required: readonly RequiredField[]) {
  const pick = <T>(name: ProfileField, schema: z.ZodType<T>) =>
    isMandatory(required, name) ? requiredField(schema) : optionalField(schema);
  const text = (name: Exclude<ProfileField, 'gender'>) => pick(name, PROFILE_FIELD_SCHEMAS[name]);
  return {
    gender: pick('gender', PROFILE_FIELD_SCHEMAS.gender),
    firstName: text('firstName'),
    lastName: text('lastName'),
    dateOfBirth: text('dateOfBirth'),
    phoneNumber: text('phoneNumber'),
    streetAddress: text('streetAddress'),
    postalCode: text('postalCode'),
    cityName: text('cityName'),
    country: text('country'),
    company: text('company'),
  };
}

const consents = {
  acceptsEventoriCrmCommunication: z.boolean(notGiven).optional(),
  acceptsExternalPartnersCommunication: z.boolean(notGiven).optional(),
};

type Clearable<T> = { [K in keyof T]?: T[K] | null };

/** Every rule value filled in: absent and blank fields are null, the gender defaults to unknown. */
export function toCustomerValues(values: Clearable<CustomerValues>): CustomerValues {
  return {
    gender: values.gender ?? 'unknown',
    firstName: values.firstName ?? null,
    lastName: values.lastName ?? null,
    dateOfBirth: values.dateOfBirth ?? null,
    phoneNumber: values.phoneNumber ?? null,
    streetAddress: values.streetAddress ?? null,
    postalCode: values.postalCode ?? null,
    cityName: values.cityName ?? null,
    country: values.country ?? null,
    company: values.company ?? null,
    iban: values.iban ?? null,
    bic: values.bic ?? null,
  };
}

/**
 * The sign-up form of a club (docs/product.md#account): e-mail and password always, the club's
 * mandatory fields, optional ones, consents and the language of the customer's e-mails. Output
 * values are normalised (trimmed, lower-cased e-mail, title-cased names, compact phone number).
 */
export function signUpSchema(required: readonly RequiredField[]) {
  return z
    .object({
      email: requiredField(emailSchema),
      password: requiredField(newPasswordSchema),
      ...profileShape(required),
      ...consents,
      preferredLocale: optionalField(preferredLocaleSchema),
    })
    .superRefine((value, context) => {
      const errors: FieldError[] = customerRuleErrors({
        next: toCustomerValues(value),
        given: new Set(Object.keys(value)),
        required,
      });
      if (passwordProblems(value.password, { email: value.email }).includes('password_contains_email'))
        errors.push(fieldError('password', 'password_contains_email'));
      for (const error of errors)
        context.addIssue({ code: 'custom', path: [error.field], message: error.code });
    });
}

/** A validated sign-up, normalised. */
export type SignUp = z.output<ReturnType<typeof signUpSchema>>;

/**
 * A profile update: only the fields given change, blank text clears a field. Rules that need the
 * stored customer (mandatory, locked once filled in, completeness) are checked by
 * {@link customerRuleErrors} on the merged values.
 */
export const customerUpdateSchema = z.object({
  ...Object.fromEntries(
    (Object.keys(PROFILE_FIELD_SCHEMAS) as ProfileField[]).map((name) => [
      name,
      optionalField(PROFILE_FIELD_SCHEMAS[name]),
    ]),
  ),
  iban: optionalField(BANK_FIELD_SCHEMAS.iban),
  bic: optionalField(BANK_FIELD_SCHEMAS.bic),
  ...consents,
  preferredLocale: optionalField(preferredLocaleSchema),
}) as z.ZodType<CustomerUpdate>;

/** A validated profile update: absent fields stay as they are, null clears. */
export type CustomerUpdate = Clearable<CustomerValues> & {
  acceptsEventoriCrmCommunication?: boolean;
  acceptsExternalPartnersCommunication?: boolean;
  preferredLocale?: z.output<typeof preferredLocaleSchema> | null;
};

/** Outcome of validating a form: the normalised value, or every refused field. */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validates `input` with one of this package's schemas and returns field errors with their codes. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Validated<T> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error) };
}

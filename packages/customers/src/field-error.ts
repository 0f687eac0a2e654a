import type { z } from 'zod';

/**
 * Why a field was refused. The schemas of this package put one of these codes in each zod issue's
 * `message`, so the API can send codes and every client can word them in the buyer's language.
 */
export type FieldErrorCode =
  | 'required'
  | 'invalid'
  | 'date_format'
  | 'too_long'
  | 'cannot_change'
  | 'country_mismatch'
  | 'password_too_short'
  | 'password_too_long'
  | 'password_one_kind'
  | 'password_contains_email'
  | 'password_too_common'
  | 'email_already_used';

/** A refused field: its name in the customer input, the code, and an English sentence for logs and tests. */
export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

const CODES = new Set<string>([
  'required',
  'invalid',
  'date_format',
  'too_long',
  'cannot_change',
  'country_mismatch',
  'password_too_short',
  'password_too_long',
  'password_one_kind',
  'password_contains_email',
  'password_too_common',
  'email_already_used',
]);

/** Whether a string is one of the {@link FieldErrorCode}s. */
export function isFieldErrorCode(value: string): value is FieldErrorCode {
  return CODES.has(value);
}

const FIELD_LABELS: Record<string, string> = {
  email: 'E-mail',
  password: 'Password',
  gender: 'Gender',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Birth date',
  phoneNumber: 'Phone number',
  streetAddress: 'Address',
  postalCode: 'Postcode',
  cityName: 'City',
  country: 'Country',
  company: 'Company',
  iban: 'IBAN',
  bic: 'BIC',
  preferredLocale: 'Language',
};

/** The English sentence for a refused field (docs/product.md#validation-rules). */
export function describeFieldError(field: string, code: FieldErrorCode): string {
  const label = FIELD_LABELS[field] ?? field;
  switch (code) {
    case 'required':
      return `${label} required`;
    case 'invalid':
      return field === 'phoneNumber' ? 'This number is invalid' : `${label} is not valid`;
    case 'date_format':
      return 'The date format is yyyy-mm-dd';
    case 'too_long':
      return `${label} is too long`;
    case 'cannot_change':
      return `${label} cannot be changed once filled in`;
    case 'country_mismatch':
      return 'The IBAN and BIC country codes must match';
    case 'password_too_short':
      return 'Use at least 10 characters';
    case 'password_too_long':
      return 'Use at most 128 characters';
    case 'password_one_kind':
      return 'Mix at least two kinds of characters: lower-case letters, capitals, digits, symbols';
    case 'password_contains_email':
      return 'Do not use your e-mail address in your password';
    case 'password_too_common':
      return 'This password is too easy to guess: it is a common password, or close to one';
    case 'email_already_used':
      return 'An account already uses this e-mail address';
  }
}

/** A field error with its English sentence. */
export function fieldError(field: string, code: FieldErrorCode): FieldError {
  return { field, code, message: describeFieldError(field, code) };
}

/** The field errors of a failed parse by one of this package's schemas (one per field and code). */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    // Issues raised by zod itself (wrong type, unknown key) carry zod's wording, not one of our codes.
    const code = isFieldErrorCode(issue.message) ? issue.message : 'invalid';
    const key = `${field}:${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(fieldError(field, code));
  }
  return errors;
}

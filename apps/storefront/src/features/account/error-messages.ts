import type { FieldErrorCode } from '@stadio/customers';
import type { Messages } from '@stadio/i18n';
import type { AccountErrorCode } from './account-error';

type AccountMessages = Messages['account'];
/** A message of `account.errors`. */
export type AccountErrorKey = keyof AccountMessages['errors'];
/** A message of `account.fieldErrors`. */
export type FieldErrorKey = keyof AccountMessages['fieldErrors'];
/** A label of `account.fields`. */
export type FieldLabelKey = keyof AccountMessages['fields'];

const ERROR_KEYS: Record<AccountErrorCode, AccountErrorKey> = {
  BAD_USER_INPUT: 'formInvalid',
  EMAIL_ALREADY_USED: 'emailAlreadyUsed',
  INVALID_CREDENTIALS: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  THROTTLED: 'throttled',
  TOKEN_INVALID: 'tokenInvalid',
  TOKEN_EXPIRED: 'tokenExpired',
  TOKEN_USED: 'tokenUsed',
  WEAK_PASSWORD: 'weakPassword',
  CUSTOMER_NOT_FOUND: 'customerNotFound',
  TICKETS_ON_RESALE: 'ticketsOnResale',
  PROVIDER_ACCOUNTS: 'providerAccounts',
  // Every password-hashing slot is taken for a moment: "try again" says it (docs/security.md).
  BUSY: 'unavailable',
  UNAVAILABLE: 'unavailable',
};

/** The translated message of a refused account request (never the API's English text). */
export function accountErrorKey(code: AccountErrorCode): AccountErrorKey {
  return ERROR_KEYS[code];
}

const FIELD_ERROR_KEYS: Record<FieldErrorCode, FieldErrorKey> = {
  required: 'required',
  invalid: 'invalid',
  date_format: 'dateFormat',
  too_long: 'tooLong',
  cannot_change: 'cannotChange',
  country_mismatch: 'countryMismatch',
  password_too_short: 'passwordTooShort',
  password_too_long: 'passwordTooLong',
  password_one_kind: 'passwordOneKind',
  password_contains_email: 'passwordContainsEmail',
  password_too_common: 'passwordTooCommon',
  email_already_used: 'emailAlreadyUsed',
};

/** The message of a refused field; a few fields have their own wording (docs/product.md#validation-rules). */
export function fieldErrorKey(field: string, code: FieldErrorCode): FieldErrorKey {
  if (code === 'invalid' && field === 'email') return 'invalidEmail';
  if (code === 'invalid' && field === 'phoneNumber') return 'invalidPhone';
  return FIELD_ERROR_KEYS[code];
}

const LABELLED_FIELDS = new Set<string>([
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'gender',
  'firstName',
  'lastName',
  'dateOfBirth',
  'phoneNumber',
  'streetAddress',
  'postalCode',
  'cityName',
  'country',
  'company',
  'iban',
  'bic',
  'preferredLocale',
] satisfies FieldLabelKey[]);

/** The label of a form field, for messages that name it; undefined for a name no form uses. */
export function fieldLabelKey(field: string): FieldLabelKey | undefined {
  return LABELLED_FIELDS.has(field) ? (field as FieldLabelKey) : undefined;
}

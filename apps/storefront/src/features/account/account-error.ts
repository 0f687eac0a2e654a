import { isFieldErrorCode, type FieldErrorCode } from '@stadio/customers';
import { IDENTITY_ERROR_CODES } from '@stadio/graphql/enums';

/**
 * Why an account request was refused (docs/product.md#account-errors): the API's identity codes,
 * generated from enum IdentityErrorCode of schema.graphql, and UNAVAILABLE when it could not answer.
 */
export const ACCOUNT_ERROR_CODES = [...IDENTITY_ERROR_CODES, 'UNAVAILABLE'] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** A refused form field, as the forms point at it. */
export interface AccountFieldError {
  field: string;
  code: FieldErrorCode;
}

/**
 * The JSON answer of a refused account route. `error` is English for developers and logs; pages
 * show the translation of `code` and of each field error instead.
 */
export interface AccountErrorBody {
  error: string;
  code: AccountErrorCode;
  fields?: AccountFieldError[];
  retryAfterSeconds?: number;
  customerId?: string;
}

/** Whether a string is one of the {@link ACCOUNT_ERROR_CODES}. */
export function isAccountErrorCode(value: unknown): value is AccountErrorCode {
  return typeof value === 'string' && (ACCOUNT_ERROR_CODES as readonly string[]).includes(value);
}

/** Field errors from untrusted JSON, keeping only well-formed entries with a known code. */
export function toFieldErrors(value: unknown, field?: string): AccountFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { field: name, code } = entry as Record<string, unknown>;
    const target = field ?? name;
    return typeof target === 'string' && typeof code === 'string' && isFieldErrorCode(code)
      ? [{ field: target, code }]
      : [];
  });
}

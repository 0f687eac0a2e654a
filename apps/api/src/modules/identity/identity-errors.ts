import type { FieldError } from '@stadio/customers';
import type { IdentityErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** The `extensions.code` values of identity errors: enum IdentityErrorCode of schema.graphql. */
export type { IdentityErrorCode };

/** An error the caller is meant to act on (see api-error.ts). */
export function identityError(
  code: IdentityErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) {
  return apiError(code, message, details);
}

/** Refused form input: every field with its code, for the form to point at. */
export function badUserInput(fields: FieldError[]) {
  return identityError('BAD_USER_INPUT', 'Some fields are not filled in correctly', { fields });
}

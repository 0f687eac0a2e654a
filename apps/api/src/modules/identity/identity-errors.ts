import type { FieldError } from '@stadio/customers';
import { createGraphQLError } from 'graphql-yoga';

/** The `extensions.code` values of identity errors (listed in schema.graphql). */
export type IdentityErrorCode =
  | 'EMAIL_ALREADY_USED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'THROTTLED'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_USED'
  | 'WEAK_PASSWORD'
  | 'CUSTOMER_NOT_FOUND'
  | 'TICKETS_ON_RESALE';

/**
 * An error the caller is meant to act on. Made by yoga's helper so masked errors let it through
 * (see catalogue/parse-args for why a plain GraphQLError would not do).
 */
export function identityError(
  code: IdentityErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) {
  return createGraphQLError(message, { extensions: { code, ...details } });
}

/** Refused form input: every field with its code, for the form to point at. */
export function badUserInput(fields: FieldError[]) {
  return createGraphQLError('Some fields are not filled in correctly', {
    extensions: { code: 'BAD_USER_INPUT', fields },
  });
}

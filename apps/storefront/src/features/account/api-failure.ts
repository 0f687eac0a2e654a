import type { AccountErrorBody, AccountErrorCode } from './account-error';
import { isAccountErrorCode, toFieldErrors } from './account-error';
import { statusTable } from '@/features/api/error-status';

/**
 * HTTP status of each refusal beside the shared ones (error-status.ts): the client's fault is 4xx;
 * only an API we cannot reach is 502, here UNAVAILABLE (for orders it means seats taken, ADR 0020).
 */
const STATUS = statusTable<AccountErrorCode>({
  WEAK_PASSWORD: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  // Passwords and sign-up of a club whose accounts live at its provider (ADR 0027).
  PROVIDER_ACCOUNTS: 403,
  TOKEN_INVALID: 404,
  EMAIL_ALREADY_USED: 409,
  TICKETS_ON_RESALE: 409,
  TOKEN_EXPIRED: 410,
  TOKEN_USED: 410,
  THROTTLED: 429,
  UNAVAILABLE: 502,
});

/** The part of urql's CombinedError this module reads. */
export interface ApiErrorLike {
  graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[];
  networkError?: Error;
}

/** A refused account operation, ready to be answered by a route. */
export interface AccountFailure {
  status: number;
  body: AccountErrorBody;
}

/**
 * Turns the API's error into the BFF's answer: the identity code with its details (refused
 * fields, retry delay, unverified customer's id), or UNAVAILABLE when the API failed otherwise.
 */
export function accountFailureOf(error: ApiErrorLike): AccountFailure {
  const known = error.graphQLErrors.find((entry) => isAccountErrorCode(entry.extensions?.code));
  if (!known) return failure('UNAVAILABLE', 'The account service is unavailable. Please try again.');
  const extensions = known.extensions ?? {};
  const code = extensions.code as AccountErrorCode;
  const body: AccountErrorBody = { error: known.message, code };
  // WEAK_PASSWORD lists the broken password rules; they all concern the (new) password field.
  const fields =
    code === 'WEAK_PASSWORD'
      ? toFieldErrors(extensions.problems, 'password')
      : toFieldErrors(extensions.fields);
  if (fields.length > 0) body.fields = fields;
  if (typeof extensions.retryAfterSeconds === 'number') body.retryAfterSeconds = extensions.retryAfterSeconds;
  if (typeof extensions.customerId === 'string') body.customerId = extensions.customerId;
  return { status: STATUS[code], body };
}

/** A refusal made by the BFF itself. */
export function failure(
  code: AccountErrorCode,
  error: string,
  details: Omit<AccountErrorBody, 'code' | 'error'> = {},
): AccountFailure {
  return { status: STATUS[code], body: { error, code, ...details } };
}

/** The route answer of a failure. */
export function failureResponse(failed: AccountFailure): Response {
  const retryAfter = failed.body.retryAfterSeconds;
  return Response.json(failed.body, {
    status: failed.status,
    headers: {
      'cache-control': 'no-store',
      ...(retryAfter !== undefined && failed.status >= 429 ? { 'retry-after': String(retryAfter) } : {}),
    },
  });
}

import type { OrderErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** The `extensions.code` values of order errors: enum OrderErrorCode of schema.graphql. */
export type { OrderErrorCode };

/** The wording for seats taken by someone else (docs/product.md#holds). */
export const UNAVAILABLE_MESSAGE = 'Sorry, the selected seats are no longer available.';

/**
 * An error the caller is meant to act on (see api-error.ts). Thrown inside a transaction it also
 * rolls the transaction back: nothing is half held.
 */
export function orderError(code: OrderErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

/** One refused part of the arguments: where, a code when one applies, and a sentence. */
export interface InputIssue {
  path: string;
  code?: string;
  message: string;
}

/** Refused arguments, each issue naming its place in the arguments. */
export function badOrderInput(issues: InputIssue[]) {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return orderError('BAD_USER_INPUT', `Invalid arguments: ${summary.join('; ')}`, { issues });
}

/** Seats (or places) someone else holds now. */
export function unavailable(seatIds: readonly string[] = []) {
  return orderError('UNAVAILABLE', UNAVAILABLE_MESSAGE, { seatIds: [...new Set(seatIds)] });
}

/**
 * The shop is saturated (its database pool had no connection for this request in time): nothing
 * was done; the caller may try again after `retryAfterSeconds` (ADR 0015).
 */
export function busy(retryAfterSeconds: number) {
  return orderError('BUSY', 'The shop is very busy right now: try again in a moment', { retryAfterSeconds });
}

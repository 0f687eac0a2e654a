import type { ErrorCode } from '@stadio/graphql/enums';

/**
 * The BFF's own refusals, beside the API's codes (schema.graphql): LOGIN_REQUIRED without a
 * session, UNKNOWN for anything unexpected. Each domain's code list adds them from here. No import
 * but types: the browser reads this list too (order-error-codes.ts, ADR 0017).
 */
export const BFF_ERROR_CODES = ['LOGIN_REQUIRED', 'UNKNOWN'] as const;
export type BffErrorCode = (typeof BFF_ERROR_CODES)[number];

/**
 * The HTTP status of the codes that mean the same in every domain's routes (orders, promo codes,
 * account, tickets, transfer and resale). Each domain keeps its own table for its own codes
 * ({@link statusTable}) but cannot give one of these another status. UNAVAILABLE is deliberately
 * not here: seats taken (409) for orders, the account service down (502) for accounts (ADR 0020).
 */
export const SHARED_STATUS = {
  BAD_USER_INPUT: 400,
  LOGIN_REQUIRED: 401,
  CUSTOMER_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  TICKET_NOT_FOUND: 404,
  ORDER_NOT_ON_HOLD: 410,
  UNKNOWN: 502,
  BUSY: 503,
} as const satisfies Partial<Record<ErrorCode | BffErrorCode, number>>;
export type SharedStatusCode = keyof typeof SHARED_STATUS;

/**
 * A domain's code → HTTP status table: the shared statuses, and `own` for every other code of the
 * domain (a code missing from both does not compile; a shared code in `own` does not either).
 */
export function statusTable<Code extends string>(own: {
  [K in Exclude<Code, SharedStatusCode>]: number;
}): Record<Code, number> {
  // Every code is in one of the two: `own` has the others by its type.
  return { ...SHARED_STATUS, ...own } as Record<Code, number>;
}

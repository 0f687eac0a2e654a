import { STAFF_ERROR_CODES } from '@stadio/graphql/enums';

/*
 * The refusals of the staff routes: the API's StaffErrorCode values (schema.graphql) and the few
 * shared ones a staff call can meet. No import but the generated list: the browser reads it too.
 */
export const STAFF_CODES = [
  ...STAFF_ERROR_CODES,
  'BAD_USER_INPUT',
  'THROTTLED',
  'BUSY',
  'TICKETS_NOT_YET_AVAILABLE',
  'UNKNOWN',
] as const;
export type StaffCode = (typeof STAFF_CODES)[number];

/** The HTTP status of each refusal: 404 for what is not this club's, 401 for an ended session. */
export const STAFF_STATUS: Record<StaffCode, number> = {
  STAFF_LOGIN_FAILED: 401,
  STAFF_SESSION_ENDED: 401,
  STAFF_FORBIDDEN: 403,
  STAFF_ORDER_NOT_FOUND: 404,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_CONFIRMED: 409,
  TICKETS_NOT_YET_AVAILABLE: 409,
  REFUND_FAILED: 502,
  BAD_USER_INPUT: 400,
  THROTTLED: 429,
  BUSY: 503,
  UNKNOWN: 502,
};

/** A staff route's refusal body. */
export interface StaffErrorBody {
  error: string;
  code: StaffCode;
  retryAfterSeconds?: number;
}

/** The headers of a staff route's refusal: never cached; a wait (THROTTLED, BUSY) also as Retry-After. */
export function staffFailureHeaders(body: { retryAfterSeconds?: number }): Record<string, string> {
  return {
    'cache-control': 'no-store',
    ...(body.retryAfterSeconds ? { 'retry-after': String(body.retryAfterSeconds) } : {}),
  };
}

export function isStaffCode(value: unknown): value is StaffCode {
  return typeof value === 'string' && (STAFF_CODES as readonly string[]).includes(value);
}

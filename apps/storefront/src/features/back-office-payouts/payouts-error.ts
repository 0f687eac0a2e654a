import { PAYOUT_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, type StaffCode } from '@/features/staff/staff-error';

/** The refusals of the payouts routes: this area's codes and the staff ones. No zod: the browser reads it. */
export const PAYOUT_CODES = [...PAYOUT_ERROR_CODES, ...STAFF_CODES] as const;
export type PayoutCode = (typeof PAYOUT_CODES)[number];

/** A club that cannot make SEPA files is told so with a 409: the request is fine, the club's setup is not. */
export const PAYOUT_STATUS = {
  BAD_USER_INPUT: 400,
  PAYOUT_BATCH_NOT_FOUND: 404,
  PAYOUT_UNAVAILABLE: 409,
  PAYOUT_ACCOUNT_MISSING: 409,
  PAYOUT_CURRENCY_NOT_SEPA: 409,
} as const satisfies Record<(typeof PAYOUT_ERROR_CODES)[number], number>;

/** A payouts route's refusal body. */
export interface PayoutFailureBody {
  error: string;
  code: PayoutCode | StaffCode;
  issues?: Array<{ path: string; message: string }>;
  payoutIds?: string[];
  retryAfterSeconds?: number;
}

export function isPayoutCode(value: unknown): value is PayoutCode {
  return typeof value === 'string' && (PAYOUT_CODES as readonly string[]).includes(value);
}

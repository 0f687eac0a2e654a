import { BACK_OFFICE_PROMO_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, type StaffCode } from '@/features/staff/staff-error';

/** The refusals of the promo routes: this area's codes and the staff ones. No zod: the browser reads it. */
export const PROMO_CODES = [...BACK_OFFICE_PROMO_ERROR_CODES, ...STAFF_CODES] as const;
export type PromoCode = (typeof PROMO_CODES)[number];

export const PROMO_STATUS = {
  BAD_USER_INPUT: 400,
  PROMO_CODE_NOT_FOUND: 404,
  PROMO_NAME_TAKEN: 409,
} as const;

/** A promo route's refusal body: the fields at fault when the input was refused. */
export interface PromoFailureBody {
  error: string;
  code: PromoCode | StaffCode;
  issues?: Array<{ path: string; message: string }>;
  retryAfterSeconds?: number;
}

export function isPromoCode(value: unknown): value is PromoCode {
  return typeof value === 'string' && (PROMO_CODES as readonly string[]).includes(value);
}

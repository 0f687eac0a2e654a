import { z } from 'zod';

/**
 * Why a promo code is refused: the 14 rejection codes of the API (schema.graphql, "Promo codes")
 * plus UNKNOWN when the check itself failed (docs/product.md#promo-rejections).
 */
export const promoErrorCodeSchema = z.enum([
  'PROMO_DOES_NOT_EXISTS',
  'CANNOT_BE_CUMULATED',
  'OUTSIDE_VALIDITY_DATES',
  'ORDER_AMOUNT_TOO_HIGH',
  'ORDER_AMOUNT_TOO_LOW',
  'INVALID_FOR_CUSTOMER',
  'USAGE_LIMIT_REACHED',
  'CUSTOMER_USAGE_LIMIT_REACHED',
  'ONE_USE_PER_EVENT_PER_CUSTOMER',
  'WRONG_PACK',
  'WRONG_CATEGORY',
  'WRONG_EVENT',
  'WRONG_PRODUCT',
  'ONLY_ONE_USE_PER_ORDER',
  'UNKNOWN',
]);
export type PromoErrorCode = z.infer<typeof promoErrorCodeSchema>;

/** A code the API does not know is shown as UNKNOWN rather than breaking the page. */
export function toPromoErrorCode(code: unknown): PromoErrorCode {
  const parsed = promoErrorCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : 'UNKNOWN';
}

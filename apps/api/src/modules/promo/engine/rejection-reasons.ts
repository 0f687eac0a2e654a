import type { PromoRejection, PromoRejectionCode } from './promo-types';

/*
 * The default English sentence of each reason (docs/product.md#promo-rejections). The storefront
 * shows its own translation by code; this text is for logs, API clients and the fallback.
 */
const MESSAGES: Record<PromoRejectionCode, string> = {
  PROMO_DOES_NOT_EXISTS: 'This promo code does not exist.',
  CANNOT_BE_CUMULATED: 'This promo code cannot be combined with another one.',
  OUTSIDE_VALIDITY_DATES: 'This promo code is not valid at this date.',
  ORDER_AMOUNT_TOO_HIGH: 'The order amount is too high for this promo code.',
  ORDER_AMOUNT_TOO_LOW: 'The order amount is too low for this promo code.',
  INVALID_FOR_CUSTOMER: 'This promo code is not valid for your account.',
  USAGE_LIMIT_REACHED: 'This promo code has reached its usage limit.',
  CUSTOMER_USAGE_LIMIT_REACHED: 'You have already used this promo code as many times as allowed.',
  ONE_USE_PER_EVENT_PER_CUSTOMER: 'You have already used this promo code for this event.',
  WRONG_PACK: 'This promo code is not valid for this pack or subscription.',
  WRONG_CATEGORY: 'This promo code is not valid for this seat category.',
  WRONG_EVENT: 'This promo code is not valid for this event.',
  WRONG_PRODUCT: 'This promo code is not valid for these products.',
  ONLY_ONE_USE_PER_ORDER: 'This promo code can be used only once per order.',
};

/** The rejection of code `promoCodeId` for `code`, with its sentence. */
export function rejection(promoCodeId: string, code: PromoRejectionCode): PromoRejection {
  return { promoCodeId, code, message: MESSAGES[code] };
}

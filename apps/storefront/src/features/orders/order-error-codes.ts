/**
 * Refusals of the order calls: the API's codes, plus UNKNOWN for everything else
 * (docs/product.md#order-errors). The one list of them: the BFF's zod schema is built from it
 * (order-failure.ts), and the browser, which only needs to recognise a code, reads it without zod (ADR 0017).
 */
export const ORDER_ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAVAILABLE',
  'NOT_ON_SALE',
  'CART_LIMIT',
  'OFFER_UNKNOWN',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_ON_HOLD',
  'HOLDER_LOCKED',
  'CUSTOMER_NOT_FOUND',
  'LOGIN_REQUIRED',
  // The event has a waiting room and this browser's admission is missing or not valid (ADR 0014).
  'ADMISSION_REFUSED',
  // The shop is saturated: nothing was done, try again after Retry-After (ADR 0015).
  'BUSY',
  'UNKNOWN',
] as const;

export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** Whether `value` is one of the order codes. */
export function isOrderErrorCode(value: unknown): value is OrderErrorCode {
  return (ORDER_ERROR_CODES as readonly unknown[]).includes(value);
}

import { ORDER_ERROR_CODES as API_ORDER_ERROR_CODES } from '@stadio/graphql/enums';
import { BFF_ERROR_CODES } from '@/features/api/error-status';

/**
 * Refusals of the order calls (docs/product.md#order-errors): the API's, generated from enum
 * OrderErrorCode of schema.graphql, and the BFF's own: LOGIN_REQUIRED without a session, UNKNOWN
 * for everything else. The BFF's zod schema is built from this list (order-failure.ts); the
 * browser, which only needs to recognise a code, reads it without zod (ADR 0017, ADR 0020).
 */
export const ORDER_ERROR_CODES = [...API_ORDER_ERROR_CODES, ...BFF_ERROR_CODES] as const;

export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/** Whether `value` is one of the order codes. */
export function isOrderErrorCode(value: unknown): value is OrderErrorCode {
  return (ORDER_ERROR_CODES as readonly unknown[]).includes(value);
}

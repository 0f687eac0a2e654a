import { SHARED_STATUS } from '@/features/api/error-status';
import type { OrderErrorCode } from '@/features/orders/order-error-codes';
import type { PromoErrorCode } from './promo-errors';

/**
 * Why a promo call failed: an order refusal the API names (order gone…), THROTTLED (too many codes
 * that do not exist, with the wait) or UNKNOWN.
 */
export interface PromoFailure {
  status: number;
  code: PromoErrorCode | Extract<OrderErrorCode, 'ORDER_NOT_FOUND' | 'ORDER_NOT_ON_HOLD'>;
  retryAfterSeconds?: number;
}

/** Statuses from the shared table (error-status.ts), as the order routes answer the same codes. */
export function promoFailureOf(error: {
  graphQLErrors: readonly { extensions?: Record<string, unknown> }[];
}): PromoFailure {
  for (const entry of error.graphQLErrors) {
    const code = entry.extensions?.code;
    if (code === 'ORDER_NOT_FOUND' || code === 'ORDER_NOT_ON_HOLD')
      return { status: SHARED_STATUS[code], code };
    if (code === 'THROTTLED') {
      const wait = entry.extensions?.retryAfterSeconds;
      return { status: 429, code, retryAfterSeconds: typeof wait === 'number' && wait > 0 ? wait : 60 };
    }
  }
  return { status: SHARED_STATUS.UNKNOWN, code: 'UNKNOWN' };
}

/** A promo route's refusal: personal, never cached; THROTTLED is a 429 with Retry-After (ADR 0041). */
export function promoFailureResponse(failure: PromoFailure, error: string, extra: object = {}): Response {
  const { retryAfterSeconds } = failure;
  return Response.json(
    { ...extra, code: failure.code, error, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
    {
      status: failure.status,
      headers: {
        'cache-control': 'no-store',
        ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
      },
    },
  );
}

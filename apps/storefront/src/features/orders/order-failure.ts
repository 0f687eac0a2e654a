import { z } from 'zod';
import { BUSY_MESSAGE, busyHeaders, busyRetryAfter } from '@/features/api/busy';
import { statusTable } from '@/features/api/error-status';
import { ORDER_ERROR_CODES, type OrderErrorCode } from './order-error-codes';

/** The order codes as a schema, for the BFF's answers (the list itself: order-error-codes.ts). */
export const orderErrorCodeSchema = z.enum(ORDER_ERROR_CODES);
export type { OrderErrorCode };

/** The JSON of a refused order call; `errors` lists the refusals (docs/product.md#order-errors). */
export const orderErrorBodySchema = z.object({
  error: z.string(),
  code: orderErrorCodeSchema,
  errors: z.array(z.object({ code: orderErrorCodeSchema, message: z.string() })),
  seatIds: z.array(z.string()).optional(),
  /** BUSY and THROTTLED: seconds to wait before trying again (also the answer's Retry-After header). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type OrderErrorBody = z.infer<typeof orderErrorBodySchema>;

/** A refused order operation, ready to be answered by a route. */
export interface OrderFailure {
  status: number;
  body: OrderErrorBody;
}

/** The order codes' statuses beside the shared ones (error-status.ts); UNAVAILABLE is seats taken. */
const STATUS = statusTable<OrderErrorCode>({
  CART_LIMIT: 400,
  OFFER_UNKNOWN: 400,
  ADMISSION_REFUSED: 403,
  UNAVAILABLE: 409,
  NOT_ON_SALE: 409,
  HOLDER_LOCKED: 409,
  PROMO_REJECTED: 409,
  // Too many promo codes that do not exist (ADR 0041).
  THROTTLED: 429,
  OWN_RESALE_LISTING: 409,
});

/** The wording of docs/product.md#holds for seats taken; the pages translate every code. */
export const UNAVAILABLE_MESSAGE = 'Sorry, the selected seats are no longer available.';

/** A refusal made by the BFF itself or read from the API. */
export function orderFailure(
  code: OrderErrorCode,
  error: string,
  seatIds?: string[],
  retryAfterSeconds?: number,
): OrderFailure {
  const body: OrderErrorBody = { error, code, errors: [{ code, message: error }] };
  if (seatIds && seatIds.length > 0) body.seatIds = seatIds;
  if (code === 'BUSY') body.retryAfterSeconds = retryAfterSeconds ?? 1;
  if (code === 'THROTTLED') body.retryAfterSeconds = retryAfterSeconds ?? 60;
  return { status: STATUS[code], body };
}

interface ApiErrorLike {
  graphQLErrors: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Turns the API's error into the BFF's answer; anything unrecognised is UNKNOWN (a 502). */
export function orderFailureOf(error: ApiErrorLike): OrderFailure {
  const retryAfter = busyRetryAfter(error);
  if (retryAfter !== null) return orderFailure('BUSY', BUSY_MESSAGE, undefined, retryAfter);
  for (const entry of error.graphQLErrors) {
    const code = orderErrorCodeSchema.safeParse(entry.extensions?.code);
    if (!code.success) continue;
    const seatIds = z.array(z.string()).safeParse(entry.extensions?.seatIds);
    const message = code.data === 'UNAVAILABLE' ? UNAVAILABLE_MESSAGE : entry.message;
    const wait = z.number().int().positive().safeParse(entry.extensions?.retryAfterSeconds);
    return orderFailure(
      code.data,
      message,
      seatIds.success ? seatIds.data : undefined,
      wait.success ? wait.data : undefined,
    );
  }
  return orderFailure('UNKNOWN', 'The order service is unavailable. Please try again.');
}

/** The route answer of a failure; personal, never cached. BUSY (503) and THROTTLED (429) have a Retry-After. */
export function orderFailureResponse(failed: OrderFailure): Response {
  const { retryAfterSeconds } = failed.body;
  return Response.json(
    { order: null, ...failed.body },
    {
      status: failed.status,
      headers: retryAfterSeconds ? busyHeaders(retryAfterSeconds) : { 'cache-control': 'no-store' },
    },
  );
}

import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { busyRetryDelay, mayRetryBusy, parseRetryAfter } from './busy-retry';
import { isOrderErrorCode, type OrderErrorCode } from './order-error-codes';

/** Why an order call failed: the route's code (and the seats concerned), or NETWORK without an answer. */
export interface OrderRequestFailure {
  code: OrderErrorCode | 'NETWORK';
  seatIds?: string[];
}

export type OrderRequestResult<T> = { ok: true; data: T } | { ok: false; failure: OrderRequestFailure };

/** A wait before trying a call the shop refused as busy again. */
export interface BusyRetry {
  /** The attempt that was refused (1 for the first call). */
  attempt: number;
  delayMs: number;
}

/** How {@link callOrderRoute} retries a busy shop; the defaults suit the pages. */
export interface OrderRequestOptions {
  /** Told before each wait, so the page can say it is retrying. */
  onBusyRetry?: (retry: BusyRetry) => void;
  /** Waits `ms` milliseconds (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
  /** Random numbers in [0, 1) for the jitter (tests replace it). */
  random?: () => number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls an order route from the browser through its contract (order-routes.ts): the body and the
 * answer are the route's. A 503 (the shop is saturated and refused the call having changed
 * nothing, ADR 0015) is tried again after its Retry-After, with exponential backoff and jitter, a
 * few times (busy-retry.ts); then it fails as BUSY. A refusal without one of our codes (a body
 * refused by the route's schema) counts as BAD_USER_INPUT, a server error as UNKNOWN.
 */
export async function callOrderRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
  options: OrderRequestOptions = {},
): Promise<OrderRequestResult<RouteAnswer<R>>> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await callRoute(route, body);
    if ('network' in answer) return { ok: false, failure: { code: 'NETWORK' } };
    if (answer.ok) return { ok: true, data: answer.data };
    if (answer.status === 503 && mayRetryBusy(attempt)) {
      const delayMs = busyRetryDelay(attempt, parseRetryAfter(answer.retryAfter), options.random);
      options.onBusyRetry?.({ attempt, delayMs });
      await (options.sleep ?? wait)(delayMs);
      continue;
    }
    const json = (answer.json ?? {}) as { code?: unknown; seatIds?: unknown };
    const failure: OrderRequestFailure = {
      code: isOrderErrorCode(json.code)
        ? json.code
        : answer.status === 503
          ? 'BUSY'
          : answer.status < 500
            ? 'BAD_USER_INPUT'
            : 'UNKNOWN',
    };
    if (Array.isArray(json.seatIds)) failure.seatIds = json.seatIds.filter((id) => typeof id === 'string');
    return { ok: false, failure };
  }
}

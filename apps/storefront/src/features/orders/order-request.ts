import { sendJson } from '@/lib/send-json';
import { orderErrorCodeSchema, type OrderErrorCode } from './order-failure';

/** Why an order call failed: the route's code (and the seats concerned), or NETWORK without an answer. */
export interface OrderRequestFailure {
  code: OrderErrorCode | 'NETWORK';
  seatIds?: string[];
}

export type OrderRequestResult<T> = { ok: true; data: T } | { ok: false; failure: OrderRequestFailure };

/**
 * Calls an order route from the browser. A refusal without one of our codes (a body refused by the
 * route's schema) counts as BAD_USER_INPUT, a server error as UNKNOWN.
 */
export async function orderRequest<T>(path: string, body: unknown): Promise<OrderRequestResult<T>> {
  const answer = await sendJson(path, { body });
  if ('network' in answer) return { ok: false, failure: { code: 'NETWORK' } };
  if (answer.ok) return { ok: true, data: answer.json as T };
  const json = (answer.json ?? {}) as { code?: unknown; seatIds?: unknown };
  const code = orderErrorCodeSchema.safeParse(json.code);
  const failure: OrderRequestFailure = {
    code: code.success ? code.data : answer.status < 500 ? 'BAD_USER_INPUT' : 'UNKNOWN',
  };
  if (Array.isArray(json.seatIds)) failure.seatIds = json.seatIds.filter((id) => typeof id === 'string');
  return { ok: false, failure };
}

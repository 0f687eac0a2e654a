import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { isCounterCode, type CounterCode } from './counter-errors';

/** What a counter page's call of a counter route gives back. */
export type CounterResult<T> =
  { ok: true; data: T } | { ok: false; code: CounterCode | 'NETWORK'; seatIds?: string[] };

/** Calls a counter route from the browser through its contract (counter-routes.ts) and reads its refusal. */
export async function callCounterRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<CounterResult<RouteAnswer<R>>> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, code: 'NETWORK' };
  if (answer.ok) return { ok: true, data: answer.data };
  const json = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as Record<string, unknown>;
  const code = isCounterCode(json.code) ? json.code : answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN';
  const seatIds = Array.isArray(json.seatIds)
    ? json.seatIds.filter((s): s is string => typeof s === 'string')
    : [];
  return { ok: false, code, seatIds };
}

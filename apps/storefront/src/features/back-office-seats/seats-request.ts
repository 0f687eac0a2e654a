import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { isSeatsCode, type SeatsCode } from './seats-error';

/** What a page's call of a season-seats route gives back. */
export type SeatsResult<T> = { ok: true; data: T } | { ok: false; code: SeatsCode | 'NETWORK' };

/** Calls a season-seats route from the browser through its contract and reads its refusal. */
export async function callSeatsRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<SeatsResult<RouteAnswer<R>>> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, code: 'NETWORK' };
  if (answer.ok) return { ok: true, data: answer.data };
  const json = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as Record<string, unknown>;
  const code = isSeatsCode(json.code) ? json.code : answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN';
  return { ok: false, code };
}

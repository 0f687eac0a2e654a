import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { isSeasonCode, type SeasonCode, type SeasonErrorBody } from './season-error';

/** What a season page's call gives back: the answer, or the refusal with the API's own words. */
export type SeasonResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: SeasonCode | 'NETWORK'; message?: string; refusals?: SeasonErrorBody['refusals'] };

/** Calls a season route from the browser through its contract (season-routes.ts). */
export async function callSeasonRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<SeasonResult<RouteAnswer<R>>> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, code: 'NETWORK' };
  if (answer.ok) return { ok: true, data: answer.data };
  const json = (
    answer.json && typeof answer.json === 'object' ? answer.json : {}
  ) as Partial<SeasonErrorBody>;
  const code = isSeasonCode(json.code) ? json.code : answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN';
  return {
    ok: false,
    code,
    message: typeof json.error === 'string' ? json.error : undefined,
    refusals: json.refusals,
  };
}

import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { isTeamCode, type TeamCode } from './team-error';

/** What a team page's call of a team route gives back. */
export type TeamResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: TeamCode | 'NETWORK'; retryAfterSeconds?: number; problems?: string[] };

/** Calls a team route from the browser through its contract (team-routes.ts) and reads its refusal. */
export async function callTeamRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<TeamResult<RouteAnswer<R>>> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, code: 'NETWORK' };
  if (answer.ok) return { ok: true, data: answer.data };
  const json = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as Record<string, unknown>;
  const code = isTeamCode(json.code) ? json.code : answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN';
  return {
    ok: false,
    code,
    ...(typeof json.retryAfterSeconds === 'number' ? { retryAfterSeconds: json.retryAfterSeconds } : {}),
    ...(Array.isArray(json.problems) ? { problems: json.problems.filter((p) => typeof p === 'string') } : {}),
  };
}

import { callRoute, type FixedRoute, type RouteAnswer, type RouteBody } from '@/features/api/route-contract';
import { isStaffCode, type StaffCode } from './staff-error';

/** What a staff page's call of a staff route gives back. */
export type StaffResult<T> =
  { ok: true; data: T } | { ok: false; code: StaffCode | 'NETWORK'; retryAfterSeconds?: number };

/** Calls a staff route from the browser through its contract (staff-routes.ts) and reads its refusal. */
export async function callStaffRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<StaffResult<RouteAnswer<R>>> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, code: 'NETWORK' };
  if (answer.ok) return { ok: true, data: answer.data };
  const json = (answer.json && typeof answer.json === 'object' ? answer.json : {}) as Record<string, unknown>;
  const code = isStaffCode(json.code) ? json.code : answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN';
  return typeof json.retryAfterSeconds === 'number'
    ? { ok: false, code, retryAfterSeconds: json.retryAfterSeconds }
    : { ok: false, code };
}

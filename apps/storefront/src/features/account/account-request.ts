import {
  callAnyRoute,
  type AnyCallInit,
  type AnyRoute,
  type FixedRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteCallInit,
} from '@/features/api/route-contract';
import { isAccountErrorCode, toFieldErrors, type AccountErrorBody } from './account-error';

/** Why a request of an account page failed: the route's refusal, or no answer at all. */
export type RequestFailure = Omit<AccountErrorBody, 'error'> | { code: 'NETWORK' };

/** What {@link callAccountRoute} gives back. */
export type RequestResult<T> = { ok: true; data: T } | { ok: false; failure: RequestFailure };

/**
 * The refusal in an account route's answer. Answers without one of our codes (a malformed body
 * refused by the route's schema, a lost session) still get a message the fan can act on.
 */
export function toRequestFailure(status: number, json: unknown): RequestFailure {
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  if (isAccountErrorCode(body.code)) {
    const failure: Omit<AccountErrorBody, 'error'> = { code: body.code };
    const fields = toFieldErrors(body.fields);
    if (fields.length > 0) failure.fields = fields;
    if (typeof body.retryAfterSeconds === 'number') failure.retryAfterSeconds = body.retryAfterSeconds;
    if (typeof body.customerId === 'string') failure.customerId = body.customerId;
    return failure;
  }
  if (status === 401 || status === 404) return { code: 'CUSTOMER_NOT_FOUND' };
  if (status >= 400 && status < 500) return { code: 'BAD_USER_INPUT' };
  return { code: 'UNAVAILABLE' };
}

/**
 * Calls an account route of the shop from the browser through its contract (account-routes.ts):
 * the body and the answer are the route's; a refusal is read as {@link toRequestFailure} says.
 */
export function callAccountRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<RequestResult<RouteAnswer<R>>>;
export function callAccountRoute<R extends AnyRoute>(
  route: R,
  body: RouteBody<R>,
  init: RouteCallInit<R>,
): Promise<RequestResult<RouteAnswer<R>>>;
export async function callAccountRoute(
  route: AnyRoute,
  body: unknown,
  init?: AnyCallInit,
): Promise<RequestResult<unknown>> {
  const answer = await callAnyRoute(route, body, init);
  if ('network' in answer) return { ok: false, failure: { code: 'NETWORK' } };
  return answer.ok
    ? { ok: true, data: answer.data }
    : { ok: false, failure: toRequestFailure(answer.status, answer.json) };
}

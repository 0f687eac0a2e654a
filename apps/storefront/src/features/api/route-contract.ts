import { sendJson } from '@/lib/send-json';

/**
 * A BFF route's contract, written once per route (`features/<feature>/<feature>-routes.ts`): its
 * path and method, the body it takes (the input type of the zod schema its handler reads the body
 * with; the query of a GET), the `[name]` segments of its path, and the JSON it answers on
 * success. The handler answers through {@link routeJson} and the browser calls it through
 * {@link callRoute} (or a feature's wrapper of it, which words the refusals), so changing either
 * shape fails the build on both sides (ADR 0020). A contract holds the path and types only:
 * calling a route loads no zod into the page (ADR 0017).
 */
export interface RouteContract<Body, Answer, Params extends string = never> {
  readonly path: string;
  readonly method: RouteMethod;
  /** Never set: it carries the types. */
  readonly shape?: { body: Body; answer: Answer; params: Params };
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Any route, whatever it takes and answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteContract<any, any, string>;

/** What a route takes. */
export type RouteBody<R> = R extends RouteContract<infer Body, unknown, string> ? Body : never;

/** What a route answers on success. */
export type RouteAnswer<R> = R extends RouteContract<unknown, infer Answer, string> ? Answer : never;

/** The names of the `[name]` segments of a route's path. */
export type RouteParams<R> = R extends RouteContract<unknown, unknown, infer Params> ? Params : never;

/** How a call goes: `keepalive` lets it outlive the page (a report sent while leaving). */
export interface CallOptions {
  keepalive?: boolean;
}

/** A call of a route with `[name]` segments: their values. */
export type RouteCallInit<R> = CallOptions & { params: Record<RouteParams<R>, string> };

/** The init of any call, as the untyped functions take it. */
export type AnyCallInit = CallOptions & { params?: Partial<Record<string, string>> };

/** A route without `[name]` segments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FixedRoute = RouteContract<any, any, never>;

/**
 * `path` with `[name]` segments for `Params` (`/api/customer/[id]`), as the handler's folder is
 * named. A GET route's body is its query string: `Body` must then be a record of strings.
 */
export function defineRoute<Body, Answer, Params extends string = never>(
  path: string,
  method: RouteMethod = 'POST',
): RouteContract<Body, Answer, Params> {
  return { path, method };
}

/** The address of a call: the path's `[name]` segments filled in (encoded). */
export function routePath(route: AnyRoute, params?: Partial<Record<string, string>>): string {
  return route.path.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: no value for [${name}]`);
    return encodeURIComponent(value);
  });
}

/** What a call of a route got: its typed answer, a refusal to read, or no answer at all. */
export type RouteCall<Answer> =
  | { ok: true; status: number; data: Answer }
  | { ok: false; status: number; json: unknown; retryAfter: string | null }
  | { ok: false; status: 0; network: true };

/**
 * Calls a route of the shop from the browser through its contract (same origin, session cookie):
 * the body is the route's, the answer on success is typed by it, and a route with `[name]`
 * segments cannot be called without their values. The features' wrappers read the refusals in
 * their own codes (orders: order-request.ts, account: account-request.ts).
 */
export function callRoute<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
  options?: CallOptions,
): Promise<RouteCall<RouteAnswer<R>>>;
export function callRoute<R extends AnyRoute>(
  route: R,
  body: RouteBody<R>,
  init: RouteCallInit<R>,
): Promise<RouteCall<RouteAnswer<R>>>;
export function callRoute(route: AnyRoute, body: unknown, init?: AnyCallInit) {
  return callAnyRoute(route, body, init);
}

/**
 * {@link callRoute} without the types, for the features' typed wrappers of it; the compiler holds
 * the handler to the same answer type (routeJson), so the answer is not parsed again here.
 */
export async function callAnyRoute(
  route: AnyRoute,
  body: unknown,
  init?: AnyCallInit,
): Promise<RouteCall<unknown>> {
  let path = routePath(route, init?.params);
  if (route.method === 'GET' && body && typeof body === 'object') {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') query.set(name, value);
    const text = query.toString();
    if (text) path = `${path}?${text}`;
  }
  const answer = await sendJson(path, {
    method: route.method,
    body: route.method === 'GET' ? undefined : body,
    keepalive: init?.keepalive,
  });
  if ('network' in answer) return answer;
  if (!answer.ok)
    return { ok: false, status: answer.status, json: answer.json, retryAfter: answer.retryAfter };
  return { ok: true, status: answer.status, data: answer.json };
}

/** A route's successful answer, typed by its contract; personal, never cached. */
export function routeJson<R extends AnyRoute>(_route: R, data: RouteAnswer<R>, status = 200): Response {
  return Response.json(data, { status, headers: { 'cache-control': 'no-store' } });
}

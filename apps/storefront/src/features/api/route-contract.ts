/**
 * A BFF route's contract, written once per route (`features/<feature>/<feature>-routes.ts`): its
 * path, the body it takes (the input type of the zod schema its handler reads the body with) and
 * the JSON it answers on success. The handler answers through {@link routeJson} and the browser
 * calls it through the contract (orders: `callOrderRoute`), so changing either shape fails the
 * build on both sides (ADR 0020). A contract holds the path and types only: calling a route loads
 * no zod into the page (ADR 0017).
 */
export interface RouteContract<Body, Answer> {
  readonly path: string;
  /** Never set: it carries the types. */
  readonly shape?: { body: Body; answer: Answer };
}

/** What a route takes. */
export type RouteBody<R> = R extends RouteContract<infer Body, unknown> ? Body : never;

/** What a route answers on success. */
export type RouteAnswer<R> = R extends RouteContract<unknown, infer Answer> ? Answer : never;

export function defineRoute<Body, Answer>(path: string): RouteContract<Body, Answer> {
  return { path };
}

/** A route's successful answer, typed by its contract; personal, never cached. */
export function routeJson<R extends RouteContract<unknown, unknown>>(
  _route: R,
  data: RouteAnswer<R>,
): Response {
  return Response.json(data, { headers: { 'cache-control': 'no-store' } });
}

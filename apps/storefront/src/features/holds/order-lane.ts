import 'server-only';
import type http from 'node:http';
import type { z } from 'zod';
import { API_POLICY } from '@/features/security/content-security-policy';
import { isCrossSiteWrite } from '@/features/security/request-guards';
import { routeCustomerOf } from '@/features/session/session';
import { isRenewalDue, openSeal, sessionCookieName } from '@/features/session/session-seal';
import { nodeRequestClub, type NodeRequestClub } from '@/features/tenancy/node-request';
import { cartAdmission } from '@/features/waiting-room/visitor-cookies';
import { logger } from '@/lib/logger';
import { jsonBodyOf } from '@/lib/read-json-body';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';
import { createOrderBodySchema, updateTicketsBodySchema } from '@/features/orders/order-requests';
import { orderRouteFor, type OrderRoute } from '@/features/orders/order-route';
import { CREATE_ORDER, UPDATE_TICKETS } from '@/features/orders/order-routes';
import { CART_BODY_LIMIT, holdCart, keepCartTickets } from './cart-holds';

/** One route the lane answers: its body and what it does with it, as its Next handler does. */
interface LaneRoute<S extends z.ZodType> {
  schema: S;
  limitBytes?: number;
  answer: (route: OrderRoute, body: z.infer<S>, club: NodeRequestClub) => Promise<Response>;
}

const laneRoute = <S extends z.ZodType>(route: LaneRoute<S>) => route as LaneRoute<z.ZodType>;

/** The routes of an on-sale's holds: a fan holds seats, and lets them go (ADR 0037). */
const LANE_ROUTES = new Map<string, LaneRoute<z.ZodType>>([
  [
    CREATE_ORDER.path,
    laneRoute({
      schema: createOrderBodySchema,
      limitBytes: CART_BODY_LIMIT,
      answer: (route, cart, { cookies }) =>
        holdCart(
          route,
          cart,
          cartAdmission(cart.ticketType === 'event' ? cart.event?.id : undefined, (name) => cookies[name]),
        ),
    }),
  ],
  [UPDATE_TICKETS.path, laneRoute({ schema: updateTicketsBodySchema, answer: keepCartTickets })],
]);

/** The order lane for the request hook: takes the requests {@link orderLaneRoute} finds a route for. */
export function orderLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  const route = orderLaneRoute(req);
  if (!route) return false;
  void serveInOrderLane(route, req, res, pass);
  return true;
}

/** The lane's route for a request: a POST to one of its paths, without a query; else undefined. */
export function orderLaneRoute(req: http.IncomingMessage): LaneRoute<z.ZodType> | undefined {
  return req.method === 'POST' ? LANE_ROUTES.get(req.url ?? '') : undefined;
}

/**
 * Answers a hold or a release before Next (ADR 0037), as its route handler would: the same club,
 * session, body and API calls, the same answers. What the lane does not answer goes to Next
 * (`pass`), before its body is read: a write src/proxy.ts refuses as cross-site, a host
 * without a club, and a session due its daily renewal (a new cookie, which Next writes).
 */
export async function serveInOrderLane(
  lane: LaneRoute<z.ZodType>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pass: () => void,
): Promise<void> {
  try {
    const club = nodeRequestClub(req);
    const { tenant, cookies, locale } = club;
    // The lane's paths are exact and without a query: none is malformed (isMalformedUrl).
    if (!tenant || isCrossSiteWrite(req.method ?? '', nodeHeaders(req))) return pass();
    const session = await openSeal(cookies[sessionCookieName(req.headers[CLIENT_HTTPS_HEADER] === '1')]);
    if (isRenewalDue(session, tenant.slug)) return pass();
    const route = orderRouteFor(tenant, await routeCustomerOf(session, tenant.slug), locale);
    if ('response' in route) return await send(res, route.response);
    const body = await jsonBodyOf(
      {
        contentLength: req.headers['content-length'],
        contentType: req.headers['content-type'],
        text: (limit) => readText(req, limit),
      },
      lane.schema,
      lane.limitBytes,
    );
    await send(res, 'response' in body ? body.response : await lane.answer(route, body.data, club));
  } catch (error) {
    // A fan gone before the answer (the body cut off, the tab closed) is no failure of ours.
    if (req.destroyed || res.destroyed) return;
    // What Next answers for a handler that threw: a 500 without details, and the error logged.
    logger.error({ err: error, path: req.url }, 'order lane failed');
    if (!res.headersSent) await send(res, Response.json({ error: 'Internal Server Error' }, { status: 500 }));
  }
}

/** The request's headers as src/proxy.ts's guards read them. */
const nodeHeaders = (req: http.IncomingMessage) => ({
  get: (name: string) => {
    const value = req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  },
});

/** The body's text, or undefined past `limit` bytes (the rest is read and dropped). */
function readText(req: http.IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A route's answer written to Node's response, with the API routes' policy (src/proxy.ts). */
async function send(res: http.ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  if (res.headersSent || res.destroyed) return;
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('content-security-policy', API_POLICY);
  res.setHeader('content-length', body.length);
  res.end(body);
}

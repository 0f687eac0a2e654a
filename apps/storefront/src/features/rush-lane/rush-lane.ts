import 'server-only';
import type http from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Tenant } from '@stadio/tenants';
import type { z } from 'zod';
import { cartAdmission } from '@/features/waiting-room/visitor-cookies';
import { CART_BODY_LIMIT, holdCart, keepCartTickets } from '@/features/holds/cart-holds';
import { createOrderBodySchema, updateTicketsBodySchema } from '@/features/orders/order-requests';
import { orderRouteFor } from '@/features/orders/order-route';
import { CREATE_ORDER, UPDATE_TICKETS } from '@/features/orders/order-routes';
import { blockRequestSchema } from '@/features/seat-selection/block-request';
import { answerBlock } from '@/features/seat-selection/block-route';
import { canSeeSeatMap } from '@/features/seat-selection/map-access';
import { BLOCK } from '@/features/seat-selection/seat-selection-routes';
import { API_POLICY } from '@/features/security/content-security-policy';
import { isCrossSiteWrite } from '@/features/security/request-guards';
import { routeCustomerOf } from '@/features/session/session';
import {
  customerOfSession,
  isRenewalDue,
  openSeal,
  sessionCookieName,
  type SessionData,
} from '@/features/session/session-seal';
import { nodeRequestClub, type NodeRequestClub } from '@/features/tenancy/node-request';
import { logger } from '@/lib/logger';
import { jsonBodyOf } from '@/lib/read-json-body';
import { CLIENT_HTTPS_HEADER } from '@/lib/request-headers';

/** What the lane knows of a request before its body: its club, language, cookies and session. */
export interface LaneRequest extends NodeRequestClub {
  tenant: Tenant;
  session: SessionData;
}

/** One route the lane answers, as its Next handler does, with the same functions. */
interface LaneRoute<S extends z.ZodType, C> {
  /** Before the body is read: what the route goes on with, or the answer that refuses it. */
  admit: (request: LaneRequest) => Promise<C | { response: Response }>;
  schema: S;
  limitBytes?: number;
  answer: (admitted: C, body: z.infer<S>, request: LaneRequest) => Promise<Response>;
  /** Large answers (a block's seats): gzipped for a browser that takes it, as Next would. */
  compress?: boolean;
}

type AnyLaneRoute = LaneRoute<z.ZodType, unknown>;
const laneRoute = <S extends z.ZodType, C>(route: LaneRoute<S, C>) => route as unknown as AnyLaneRoute;

/** An order route's club and logged-in customer, or its 401 / 503 (as `orderRoute()`). */
const orderAdmit = async (request: LaneRequest) =>
  orderRouteFor(request.tenant, await routeCustomerOf(request.session, request.tenant.slug), request.locale);

/**
 * What a crowd sends most in an on-sale (ADR 0037): holds, releases, and the seats of the blocks
 * fans look at.
 */
const LANE_ROUTES = new Map<string, AnyLaneRoute>([
  [
    CREATE_ORDER.path,
    laneRoute({
      admit: orderAdmit,
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
  [
    UPDATE_TICKETS.path,
    laneRoute({ admit: orderAdmit, schema: updateTicketsBodySchema, answer: keepCartTickets }),
  ],
  [
    BLOCK.path,
    laneRoute({
      admit: async () => null,
      schema: blockRequestSchema,
      compress: true,
      answer: (_admitted, block, { tenant, session, locale }) =>
        answerBlock(tenant, block, locale, () =>
          canSeeSeatMap(tenant, () => customerOfSession(session, tenant.slug)),
        ),
    }),
  ],
]);

/** The rush lane for the request hook: takes the requests {@link rushLaneRoute} finds a route for. */
export function rushLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  const route = rushLaneRoute(req);
  if (!route) return false;
  void serveInRushLane(route, req, res, pass);
  return true;
}

/** The lane's route for a request: a POST to one of its paths, without a query; else undefined. */
export function rushLaneRoute(req: http.IncomingMessage): AnyLaneRoute | undefined {
  return req.method === 'POST' ? LANE_ROUTES.get(req.url ?? '') : undefined;
}

/**
 * Answers a request before Next (ADR 0037), as its route handler would: the same club, language,
 * session, body and API calls, the same answers. What the lane does not answer goes to Next
 * (`pass`), before its body is read: a write src/proxy.ts refuses as cross-site, a host without a
 * club, and a session due its daily renewal (a new cookie, which Next's order routes write).
 */
export async function serveInRushLane(
  lane: AnyLaneRoute,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pass: () => void,
): Promise<void> {
  try {
    const club = nodeRequestClub(req);
    const { tenant } = club;
    // The lane's paths are exact and without a query: none is malformed (isMalformedUrl).
    if (!tenant || isCrossSiteWrite(req.method ?? '', nodeHeaders(req))) return pass();
    const https = req.headers[CLIENT_HTTPS_HEADER] === '1';
    const session = await openSeal(club.cookies[sessionCookieName(https)]);
    if (isRenewalDue(session, tenant.slug)) return pass();
    const request: LaneRequest = { ...club, tenant, session };
    const admitted = await lane.admit(request);
    if (isRefusal(admitted)) return await send(req, res, admitted.response);
    const body = await jsonBodyOf(
      {
        contentLength: req.headers['content-length'],
        contentType: req.headers['content-type'],
        body: req,
        drain: true,
      },
      lane.schema,
      lane.limitBytes,
    );
    const answer = 'response' in body ? body.response : await lane.answer(admitted, body.data, request);
    await send(req, res, answer, lane.compress);
  } catch (error) {
    // A fan gone before the answer (the body cut off, the tab closed) is no failure of ours. A
    // request read to its end is destroyed too (Node's autoDestroy): it is still answered.
    if (res.destroyed || (req.destroyed && !req.complete)) return;
    // What Next answers for a handler that threw: a 500 without details, and the error logged.
    logger.error({ err: error, path: req.url }, 'rush lane failed');
    if (!res.headersSent)
      await send(req, res, Response.json({ error: 'Internal Server Error' }, { status: 500 }));
  }
}

const isRefusal = (admitted: unknown): admitted is { response: Response } =>
  typeof admitted === 'object' && admitted !== null && 'response' in admitted;

/** The request's headers as src/proxy.ts's guards read them. */
const nodeHeaders = (req: http.IncomingMessage) => ({
  get: (name: string) => {
    const value = req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  },
});

const gzipped = promisify(gzip);
/** `gzip` in Accept-Encoding, unless refused with `q=0`. */
const ACCEPTS_GZIP = /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?(?![.\d]))/i;
/** Below this, gzip saves too little to pay for itself. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A route's answer written to Node's response, with the API routes' policy (src/proxy.ts); with
 * `compress`, gzipped (in libuv's threads, off the event loop) when the browser accepts it.
 */
async function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  answer: Response,
  compress = false,
): Promise<void> {
  let body = Buffer.from(await answer.arrayBuffer());
  const gzipIt =
    compress &&
    body.length >= COMPRESS_FROM_BYTES &&
    ACCEPTS_GZIP.test(String(req.headers['accept-encoding']));
  if (gzipIt) body = await gzipped(body);
  if (res.headersSent || res.destroyed) return;
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('content-security-policy', API_POLICY);
  if (compress) res.setHeader('vary', 'Accept-Encoding');
  if (gzipIt) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', body.length);
  res.end(body);
}

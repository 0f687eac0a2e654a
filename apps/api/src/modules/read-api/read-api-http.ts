import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDatabaseUnavailable, type Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import type { Tenant } from '@stadio/tenants';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { connectionPoolOf, poolOf } from '../../database/sql-client';
import { authenticateApiKey } from '../api-keys/api-key-authentication';
import { authenticateStorefront } from '../tenancy/authenticate-storefront';
import { readApiDocument } from './read-api-document';
import { badRequest, notFound, ReadApiRefusal } from './read-api-errors';
import {
  listEntries,
  listEvents,
  listOrders,
  listTickets,
  orderDetail,
  type ReadScope,
} from './read-api-resources';
import { entriesQuery, eventsQuery, orderParams, ordersQuery, ticketsQuery } from './read-api-schemas';

/** The club systems' read API (versioned REST, API keys), beside /graphql. */
export const READ_API_PATH_PREFIX = '/api/v1/';

/** Requests one key may make per window: a CRM syncing every minute, or a bulk walk of 200-row pages. */
export const READ_API_RATE_LIMIT = { points: 600, durationSeconds: 60 };

/** What the route needs from the server. */
export interface ReadApiRouteOptions {
  db: Database;
  storefrontSecret: string;
  findTenant: (slug: string) => Tenant | undefined;
  now: () => Date;
  logger: Logger;
  /** Requests per key per window; tests lower it, production keeps {@link READ_API_RATE_LIMIT}. */
  rateLimit?: { points: number; durationSeconds: number };
}

/** One GET path: the zod schema of its query or path parameters, and the read that answers it. */
type Route = (scope: ReadScope, path: string, query: Record<string, string>) => Promise<unknown>;

const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw badRequest(
    parsed.error.issues
      .map((issue) => `${issue.path.map(String).join('.') || 'query'}: ${issue.message}`)
      .join('; '),
  );
};

const ROUTES: Array<[RegExp, Route]> = [
  [/^\/api\/v1\/events$/, (scope, _path, query) => listEvents(scope, parse(eventsQuery, query))],
  [/^\/api\/v1\/orders$/, (scope, _path, query) => listOrders(scope, parse(ordersQuery, query))],
  [
    /^\/api\/v1\/orders\/([^/]+)$/,
    async (scope, path) => {
      const { id } = parse(orderParams, { id: decodeURIComponent(path.slice('/api/v1/orders/'.length)) });
      const order = await orderDetail(scope, id);
      if (!order) throw notFound('No order with this id at this club.');
      return order;
    },
  ],
  [/^\/api\/v1\/tickets$/, (scope, _path, query) => listTickets(scope, parse(ticketsQuery, query))],
  [/^\/api\/v1\/entries$/, (scope, _path, query) => listEntries(scope, parse(entriesQuery, query))],
];

const limiters = new WeakMap<Database, Map<string, RateLimiterPostgres>>();

/** One limiter per database and limit, on the `rate_limits` table every API process shares. */
function limiterOf(db: Database, limit: { points: number; durationSeconds: number }): RateLimiterPostgres {
  const own = limiters.get(db) ?? new Map<string, RateLimiterPostgres>();
  limiters.set(db, own);
  const name = `${limit.points}/${limit.durationSeconds}`;
  let limiter = own.get(name);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: connectionPoolOf(db),
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix: 'readApi',
      points: limit.points,
      duration: limit.durationSeconds,
    });
    own.set(name, limiter);
  }
  return limiter;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(payload)),
    'cache-control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

function refuse(res: ServerResponse, refusal: ReadApiRefusal) {
  send(res, refusal.status, { error: { code: refusal.code, message: refusal.message } }, refusal.headers);
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The key of `Authorization: Bearer <key>`, or undefined. */
function bearerOf(req: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(single(req.headers.authorization) ?? '');
  return match?.[1];
}

/**
 * `/api/v1/…` (docs/integrations.md#read-api, ADR 0053). The storefront forwards it from the
 * club's shop domain with its secret and the club it resolved from the Host; the key must be a
 * live key of THAT club, so a key used on another club's domain is unknown (401). Answers are
 * JSON; refusals `{ error: { code, message } }` with the code's one status (read-api-errors.ts).
 */
export async function handleReadApiRoute(
  req: IncomingMessage,
  res: ServerResponse,
  options: ReadApiRouteOptions,
): Promise<void> {
  try {
    await answer(req, res, options);
  } catch (error) {
    if (error instanceof ReadApiRefusal) return refuse(res, error);
    if (!isDatabaseUnavailable(error)) throw error;
    options.logger.warn({ err: error }, 'read API: database unavailable');
    refuse(
      res,
      new ReadApiRefusal('UNAVAILABLE', 'The shop is busy; try again shortly.', { 'retry-after': '1' }),
    );
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, options: ReadApiRouteOptions) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new ReadApiRefusal('METHOD_NOT_ALLOWED', 'The API only reads: use GET.', { allow: 'GET, HEAD' });
  const url = new URL(req.url ?? '/', 'http://api.invalid');
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/api/v1/openapi.json')
    return send(res, 200, readApiDocument(), { 'cache-control': 'public, max-age=300' });
  const route = ROUTES.find(([pattern]) => pattern.test(path));
  if (!route) throw notFound();

  const storefront = authenticateStorefront(req.headers, options);
  if (!storefront.ok)
    throw storefront.status === 404
      ? notFound('No shop at this address.')
      : new ReadApiRefusal('UNAUTHENTICATED', 'Call the API on the club’s shop domain.');
  const tenant = storefront.tenant;
  const secret = bearerOf(req);
  if (!secret)
    throw new ReadApiRefusal('UNAUTHENTICATED', 'Send the key as "Authorization: Bearer <key>".', {
      'www-authenticate': 'Bearer',
    });
  const sql = poolOf(options.db);
  const key = await authenticateApiKey(sql, { tenantId: tenant.slug, secret, now: options.now() });
  if (!key)
    throw new ReadApiRefusal('UNAUTHENTICATED', 'This key is not a live key of this club.', {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  try {
    await limiterOf(options.db, options.rateLimit ?? READ_API_RATE_LIMIT).consume(`${tenant.slug}:${key.id}`);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
    throw new ReadApiRefusal('RATE_LIMITED', `Too many requests with this key; retry in ${seconds} s.`, {
      'retry-after': seconds,
    });
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (name in query) throw badRequest(`${name}: given more than once`);
    query[name] = value;
  }
  send(res, 200, await route[1]({ sql, tenant }, path, query));
}

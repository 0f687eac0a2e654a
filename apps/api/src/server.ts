import http from 'node:http';
import { isDatabaseUnavailable, type Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import { getTenantRegistry, type TenantRegistry } from '@stadio/tenants';
import { createGraphQLHandler } from './graphql/create-graphql-handler';
import { graphqlBodyRefusal, readGraphqlRequest } from './http/graphql-body-limit';
import { createHttpLogger } from './http/http-logger';
import { sendJson } from './http/send-json';
import { handleExportRoute, EXPORT_PATH_PREFIX } from './modules/exports/export-http';
import { handleHealth } from './modules/health/health-route';
import { connectionPoolOf } from './database/sql-client';
import { ABUSE_LIMITS, createAbuseLimiter, type AbuseAction } from './modules/identity/abuse-limits';
import { catalogueLocale } from './modules/catalogue/catalogue-names';
import { clientAddressOf } from './modules/identity/client-address';
import { DEFAULT_IDENTITY_SETTINGS, type IdentitySettings } from './modules/identity/identity-settings';
import type { PaymentServices } from './modules/payments/payment-provider';
import { handlePaymentWebhook, WEBHOOK_PATH_PREFIX } from './modules/payments/webhook-route';
import { handleReadApiRoute, READ_API_PATH_PREFIX } from './modules/read-api/read-api-http';
import { authenticateStorefront } from './modules/tenancy/authenticate-storefront';
import { createTenantRows } from './modules/tenancy/tenant-rows';
import { handleTicketRoute, matchTicketRoute } from './modules/tickets/ticket-http';

/** Dependencies of {@link createApiServer}. */
export interface ApiServerOptions {
  db: Database;
  logger: Logger;
  /** Value the storefront sends in `x-storefront-secret` (STOREFRONT_SECRET). */
  storefrontSecret: string;
  /** Source of tenants; default the tenants folder, re-read when its files change. */
  tenantRegistry?: () => TenantRegistry;
  /** Clock of the resolver context; default the system clock. */
  now?: () => Date;
  /** Overrides of the identity settings; tests lower the password cost here, production never does. */
  identity?: Partial<IdentitySettings>;
  /** The payment provider and where it reaches this API (webhooks). */
  payments?: PaymentServices;
  /** Seconds a BUSY answer asks the caller to wait before trying again (ADR 0015; default 1). */
  busyRetryAfterSeconds?: number;
  /** Answer GraphQL introspection (development only; default no). */
  introspection?: boolean;
  /** Limits per client address; tests lower them, production keeps {@link ABUSE_LIMITS}. */
  abuseLimits?: Partial<Record<AbuseAction, { points: number; durationSeconds: number }>>;
}

/**
 * The API as a plain node HTTP server, not yet listening (tests call `listen(0)`):
 * `GET /health` without authentication, `/graphql` for the storefront, `POST /webhooks/payments/<provider>`
 * for the payment provider (authenticated by its signature), JSON 404 elsewhere.
 */
export function createApiServer(options: ApiServerOptions): http.Server {
  const { db, logger, storefrontSecret } = options;
  const registry = options.tenantRegistry ?? (() => getTenantRegistry());
  const now = options.now ?? (() => new Date());
  const identity: IdentitySettings = { ...DEFAULT_IDENTITY_SETTINGS, ...options.identity };
  const httpLogger = createHttpLogger(logger);
  const tenantRows = createTenantRows(db);
  const abuse = createAbuseLimiter(connectionPoolOf(db), { ...ABUSE_LIMITS, ...options.abuseLimits });
  const yoga = createGraphQLHandler(logger, {
    busyRetryAfterSeconds: options.busyRetryAfterSeconds,
    introspection: options.introspection,
  });

  const route = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') return handleHealth(req, res, db);
    if (path?.startsWith(WEBHOOK_PATH_PREFIX))
      return handlePaymentWebhook(req, res, { db, payments: options.payments, now });
    const findTenant = (slug: string) => registry().bySlug.get(slug);
    if (path?.startsWith(EXPORT_PATH_PREFIX))
      return handleExportRoute(req, res, { db, storefrontSecret, findTenant, now, logger: req.log });
    if (path?.startsWith(READ_API_PATH_PREFIX))
      return handleReadApiRoute(req, res, { db, storefrontSecret, findTenant, now, logger: req.log });
    const ticketFile = matchTicketRoute(path ?? '/');
    if (ticketFile)
      return handleTicketRoute(req, res, ticketFile, {
        db,
        storefrontSecret,
        findTenant: (slug) => registry().bySlug.get(slug),
        now,
      });
    if (path !== '/graphql') return sendJson(res, 404, { error: 'not found' });
    const refusal = graphqlBodyRefusal(req.headers);
    if (refusal) return sendJson(res, refusal.status, { error: refusal.error }, { connection: 'close' });

    const auth = authenticateStorefront(req.headers, {
      storefrontSecret,
      findTenant: (slug) => registry().bySlug.get(slug),
    });
    if (!auth.ok) return sendJson(res, auth.status, { error: auth.error });
    // A club whose file appeared while running has no row yet: written before anything refers to it.
    const rowWritten = tenantRows.ensure(auth.tenant);
    if (rowWritten) await rowWritten;
    const unreadable = await readGraphqlRequest(req);
    if (unreadable) return sendJson(res, unreadable.status, { error: unreadable.error });
    await yoga.handle(req, res, {
      req,
      res,
      tenant: auth.tenant,
      db,
      logger: req.log,
      requestId: String(req.id),
      now,
      identity,
      payments: options.payments,
      abuse,
      clientAddress: clientAddressOf(req.headers),
      locale: catalogueLocale(auth.tenant, req.headers['accept-language']),
    });
  };

  const server = http.createServer((req, res) => {
    httpLogger(req, res);
    route(req, res).catch((error: unknown) => {
      // The database saturated or restarting: retry shortly, as GraphQL's BUSY says (ADR 0015).
      const unavailable = isDatabaseUnavailable(error);
      req.log[unavailable ? 'warn' : 'error']({ err: error }, 'request failed');
      if (res.headersSent) res.destroy();
      else if (unavailable)
        sendJson(res, 503, { error: 'busy' }, { 'retry-after': String(options.busyRetryAfterSeconds ?? 1) });
      else sendJson(res, 500, { error: 'internal error' });
    });
  });
  server.on('close', () => void yoga.dispose());
  return server;
}

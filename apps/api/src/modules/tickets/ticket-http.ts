import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { sendJson } from '../../http/send-json';
import { authenticateStorefront } from '../tenancy/authenticate-storefront';
import { ticketFile, type FileRequest } from './ticket-files';
import { ticketServices } from './ticket-services';

/** Paths of the binary files, beside /graphql (GraphQL carries no binaries). */
const ROUTES: Array<[RegExp, (id: string) => FileRequest]> = [
  [/^\/tickets\/([\w-]+)\.pdf$/, (ticketId) => ({ file: 'ticket-pdf', ticketId })],
  [/^\/tickets\/([\w-]+)\.pkpass$/, (ticketId) => ({ file: 'pkpass', ticketId })],
  [/^\/tickets\/([\w-]+)\.ics$/, (ticketId) => ({ file: 'ics', ticketId })],
  [/^\/orders\/([\w-]+)\/tickets\.pdf$/, (orderId) => ({ file: 'order-pdf', orderId })],
  [/^\/orders\/([\w-]+)\/invoice\.pdf$/, (orderId) => ({ file: 'invoice', orderId })],
  [/^\/credit-notes\/([\w-]+)\.pdf$/, (creditNoteId) => ({ file: 'credit-note', creditNoteId })],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file a path names, or undefined when it is not one of these routes. */
export function matchTicketRoute(path: string): FileRequest | undefined {
  for (const [pattern, request] of ROUTES) {
    const match = pattern.exec(path);
    if (match?.[1]) return request(match[1]);
  }
  return undefined;
}

/** What the route needs from the server. */
export interface TicketRouteOptions {
  db: Database;
  storefrontSecret: string;
  findTenant: (slug: string) => Tenant | undefined;
  now: () => Date;
}

/**
 * GET a customer's file (tickets PDF, invoice, .pkpass, .ics). Called by the storefront's BFF
 * like /graphql, with its secret, the club's slug and the session's customer in `x-customer-id`.
 * 404 for anything that is not this customer's at this club; 403 `TICKETS_NOT_YET_AVAILABLE`
 * with `opensAt` while the event's download delay runs.
 */
export async function handleTicketRoute(
  req: IncomingMessage,
  res: ServerResponse,
  request: FileRequest,
  options: TicketRouteOptions,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
  const auth = authenticateStorefront(req.headers, options);
  if (!auth.ok) return sendJson(res, auth.status, { error: auth.error });
  const customerId = req.headers['x-customer-id'];
  if (typeof customerId !== 'string' || !UUID.test(customerId))
    return sendJson(res, 404, { error: 'not found' });
  const file = await ticketFile(
    { db: options.db, tenant: auth.tenant, customerId, now: options.now(), services: ticketServices() },
    request,
  );
  if (file.kind === 'not_found') return sendJson(res, 404, { error: 'not found' });
  if (file.kind === 'not_yet')
    return sendJson(res, 403, { error: 'TICKETS_NOT_YET_AVAILABLE', opensAt: file.opensAt.toISOString() });
  res.writeHead(200, {
    'content-type': file.contentType,
    'content-length': file.body.length,
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

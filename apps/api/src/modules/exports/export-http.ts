import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@stadio/db';
import type { StaffPermission } from '@stadio/graphql/resolvers-types';
import type { Logger } from '@stadio/logger';
import { wallClock, type Tenant } from '@stadio/tenants';
import { sendJson } from '../../http/send-json';
import { writeAudit } from '../staff/staff-audit';
import { requireStaff, type StaffSession } from '../staff/staff-scope';
import { authenticateStorefront } from '../tenancy/authenticate-storefront';
import { parseExportRequest, type ExportRequest } from './export-args';
import { cursorBatches } from './export-cursor';
import { exportHeaders } from './export-headers';
import { EXPORT_COLUMNS, EXPORT_ERRORS } from './export-kinds';
import { exportQuery } from './export-queries';
import { csvSink, EXPORT_CONTENT_TYPES, xlsxSink } from './export-sinks';

/** Paths of the staff exports (CSV and XLSX, streamed), beside /graphql. */
export const EXPORT_PATH_PREFIX = '/exports/';

/** What the route needs from the server. */
export interface ExportRouteOptions {
  db: Database;
  storefrontSecret: string;
  findTenant: (slug: string) => Tenant | undefined;
  now: () => Date;
  logger: Logger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERMISSION: StaffPermission = 'DATA_EXPORT';

/** The staff session the storefront passes in `x-staff-id` and `x-staff-epoch`, if well formed. */
function sessionOf(req: IncomingMessage): StaffSession | undefined {
  const staffId = req.headers['x-staff-id'];
  const epoch = req.headers['x-staff-epoch'];
  if (typeof staffId !== 'string' || !UUID.test(staffId)) return undefined;
  if (typeof epoch !== 'string' || !/^\d{1,9}$/.test(epoch)) return undefined;
  return { staffId, epoch: Number(epoch) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `riviera-orders-2026-12-02.csv`: the club, the kind and the club's day. */
export function exportFileName(tenant: Tenant, request: ExportRequest, now: Date): string {
  const day = wallClock(now, tenant.timeZone);
  return `${tenant.slug}-${request.kind}-${day.year}-${pad(day.month)}-${pad(day.day)}.${request.format}`;
}

/**
 * GET `/exports/<kind>.<csv|xlsx>?locale=…&event=…&from=…&to=…&status=…` (docs/product.md#exports,
 * ADR 0051). Called by the storefront's BFF with its secret, the club's slug and the staff
 * session in `x-staff-id`/`x-staff-epoch`, checked like every GraphQL staff call (requireStaff,
 * DATA_EXPORT). Bad filters are a 400 before anything is read; the download is audited, then
 * the rows are streamed from a cursor with backpressure.
 */
export async function handleExportRoute(
  req: IncomingMessage,
  res: ServerResponse,
  options: ExportRouteOptions,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, { error: 'method not allowed' }, { allow: 'GET' });
  const auth = authenticateStorefront(req.headers, options);
  if (!auth.ok) return sendJson(res, auth.status, { error: auth.error });
  const { tenant } = auth;
  const parsed = parseExportRequest(req.url ?? '/');
  if (!parsed.ok)
    return parsed.notFound
      ? sendJson(res, 404, { error: parsed.error })
      : sendJson(res, 400, { error: parsed.error, code: EXPORT_ERRORS.badFilter });
  const session = sessionOf(req);
  if (!session) return sendJson(res, 401, { error: 'sign in again', code: EXPORT_ERRORS.sessionEnded });
  const now = options.now();
  let staff;
  try {
    staff = await requireStaff(options.db, tenant.slug, session, PERMISSION);
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (code === EXPORT_ERRORS.forbidden)
      return sendJson(res, 403, { error: 'this role may not export', code, permission: PERMISSION });
    if (code === EXPORT_ERRORS.sessionEnded) return sendJson(res, 401, { error: 'sign in again', code });
    throw error;
  }
  const { request } = parsed;
  const { headers, title, words } = await exportHeaders(request.kind, request.locale, tenant.currency);
  const filename = exportFileName(tenant, request, now);
  if (req.method === 'HEAD') {
    res.writeHead(200, {
      'content-type': EXPORT_CONTENT_TYPES[request.format],
      'cache-control': 'private, no-store',
    });
    return void res.end();
  }
  // Audited when the file is handed out, like the other staff actions (docs/staff-roles.md).
  await writeAudit(options.db, {
    tenantId: tenant.slug,
    staff: { id: staff.id, email: staff.email },
    action: 'data.export',
    targetType: 'export',
    targetId: request.kind,
    after: { format: request.format, locale: request.locale, ...request.filters },
    now,
  });
  const query = exportQuery(request.kind, {
    tenantId: tenant.slug,
    locale: request.locale,
    timeZone: tenant.timeZone,
    filters: request.filters,
  });
  // The first batch is read before the answer starts, so a failing query is still a JSON error.
  const batches = cursorBatches<Record<string, unknown>>(options.db, query);
  const first = await batches.next();
  res.writeHead(200, {
    'content-type': EXPORT_CONTENT_TYPES[request.format],
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  const columns = EXPORT_COLUMNS[request.kind];
  const sink =
    request.format === 'csv'
      ? csvSink(res, columns)
      : xlsxSink(res, columns, { sheetName: title, currency: tenant.currency });
  let gone = false;
  res.once('close', () => {
    gone = !res.writableFinished;
  });
  await sink.start(headers);
  let rows = 0;
  let next = first;
  while (!next.done) {
    // The download was cancelled: stop reading (return() ends the cursor's transaction).
    if (gone) {
      await batches.return(undefined);
      break;
    }
    await sink.rows(next.value.map(words));
    rows += next.value.length;
    options.logger.debug({ kind: request.kind, rows }, 'export batch sent');
    next = await batches.next();
  }
  if (gone) return options.logger.info({ kind: request.kind, rows }, 'export cancelled by the client');
  await sink.end();
  options.logger.info({ kind: request.kind, format: request.format, rows }, 'export sent');
}

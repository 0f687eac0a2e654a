import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import type { Tenant } from '@stadio/tenants';
import { sendJson } from '../../http/send-json';

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

/** Not built yet: answers 404 until the exports exist. */
export async function handleExportRoute(
  _req: IncomingMessage,
  res: ServerResponse,
  _options: ExportRouteOptions,
): Promise<void> {
  sendJson(res, 404, { error: 'not found' });
}

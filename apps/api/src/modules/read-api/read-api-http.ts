import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import type { Tenant } from '@stadio/tenants';
import { sendJson } from '../../http/send-json';

/** The club systems' read API (versioned REST, API keys), beside /graphql. */
export const READ_API_PATH_PREFIX = '/api/v1/';

/** What the route needs from the server. */
export interface ReadApiRouteOptions {
  db: Database;
  storefrontSecret: string;
  findTenant: (slug: string) => Tenant | undefined;
  now: () => Date;
  logger: Logger;
}

/** Not built yet: answers 404 until the API exists. */
export async function handleReadApiRoute(
  _req: IncomingMessage,
  res: ServerResponse,
  _options: ReadApiRouteOptions,
): Promise<void> {
  sendJson(res, 404, { error: 'not found' });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '@stadio/db';
import { sendJson } from '../../http/send-json';
import { checkDatabase } from './check-database';

/** `GET /health`, for load balancers and the start script: 200 when the database answers, 503 otherwise. */
export async function handleHealth(req: IncomingMessage, res: ServerResponse, db: Database): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: 'use GET' }, { allow: 'GET, HEAD' });
    return;
  }
  const database = await checkDatabase(db);
  sendJson(res, database ? 200 : 503, { status: database ? 'ok' : 'error', database });
}

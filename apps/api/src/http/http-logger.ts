import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@stadio/logger';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { requestIdFrom } from './request-id';

/**
 * One log line per request with its id, method, path, tenant, status and duration. Headers are
 * left out on purpose: they carry the storefront secret and customers' cookies.
 */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader('x-request-id', id);
      return id;
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      // Load balancers poll /health every few seconds; keep those out of the default output.
      return req.url === '/health' ? 'debug' : 'info';
    },
    serializers: {
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        headers: Record<string, string | undefined>;
      }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        tenant: req.headers['x-tenant-slug'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

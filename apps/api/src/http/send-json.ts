import type { ServerResponse } from 'node:http';

/** Ends the response with a JSON body. Errors are always `{ error: string }` so callers can rely on one shape. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

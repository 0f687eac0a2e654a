import http from 'node:http';
import type { MailStore } from './mail-store';

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The mailbox over HTTP, for the storefront's dev mailbox page and for browser tests:
 * `GET /messages[?to=address]` (newest first), `GET /messages/{id}`, `DELETE /messages`.
 */
export function createHttpEndpoint(store: MailStore): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox.local');
    const [, collection, id, ...rest] = url.pathname.split('/');
    if (collection !== 'messages' || rest.length > 0) return send(res, 404, { error: 'not found' });
    if (req.method === 'GET' && !id) {
      const to = url.searchParams.get('to') ?? undefined;
      return send(res, 200, { messages: store.list({ to }).reverse() });
    }
    if (req.method === 'GET' && id) {
      const mail = store.get(id);
      return mail ? send(res, 200, mail) : send(res, 404, { error: 'no such message' });
    }
    if (req.method === 'DELETE' && !id) {
      store.clear();
      return send(res, 200, { messages: [] });
    }
    return send(res, 405, { error: 'method not allowed' });
  });
}

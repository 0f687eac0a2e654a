import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFans, type FanFlow } from './fan-load';

/** A server with one answer per path, including one that never answers and one that hangs up. */
function startServer() {
  const seen: Array<{ path: string; host: string; encoding: string; cookie: string }> = [];
  const server = http.createServer((request, response) => {
    seen.push({
      path: request.url ?? '',
      host: request.headers.host ?? '',
      encoding: String(request.headers['accept-encoding']),
      cookie: String(request.headers.cookie ?? ''),
    });
    if (request.url === '/ok') response.writeHead(200).end('fine');
    else if (request.url === '/busy') response.writeHead(503, { 'retry-after': '2' }).end();
    else if (request.url === '/broken') response.writeHead(500).end();
    else if (request.url === '/gone') request.socket.destroy();
    else if (request.url === '/missing') response.writeHead(404).end();
    // '/slow': no answer
  });
  return { server, seen };
}

describe('runFans', () => {
  const { server, seen } = startServer();
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('counts each answer by class, 503 apart from other 5xx, and connection errors and timeouts apart from answers', async () => {
    const flow: FanFlow = async (_fan, fanHttp) => {
      for (const path of ['/ok', '/busy', '/broken', '/missing', '/gone', '/slow']) {
        await fanHttp.send({ route: path, method: 'GET', path, headers: { cookie: 'a=1' } });
        if (!fanHttp.open()) return;
      }
    };
    const phase = await runFans({
      origin,
      host: 'club.localhost',
      fans: 2,
      seconds: 0.5,
      timeoutMs: 300,
      stackRoots: [],
      flow,
    });
    const route = (name: string) => phase.routes.find((r) => r.route === name);
    expect(route('/ok')?.outcomes['2xx']).toBeGreaterThan(0);
    expect(route('/ok')?.okPerSecond).toBeGreaterThan(0);
    expect(route('/busy')?.outcomes['503']).toBe(route('/busy')?.started);
    expect(route('/busy')?.retryAfter).toBe(route('/busy')?.started);
    expect(route('/busy')?.okPerSecond).toBe(0);
    expect(route('/broken')?.outcomes['other 5xx']).toBe(route('/broken')?.started);
    expect(route('/missing')?.outcomes['4xx']).toBe(route('/missing')?.started);
    const gone = route('/gone');
    expect(gone?.outcomes['connection error']).toBe(gone?.started);
    expect(gone?.timeouts).toBe(0);
    const slow = route('/slow');
    expect(slow?.timeouts).toBe(slow?.started);
    // A timed-out request counts at least the timeout in the latencies.
    expect(slow?.p50Ms).toBeGreaterThanOrEqual(300);
    expect(new Set(seen.map((s) => s.host))).toEqual(new Set(['club.localhost']));
    expect(seen.every((s) => s.encoding === 'gzip, br' && s.cookie === 'a=1')).toBe(true);
  });

  it('measures only requests started in the window, and lets a flow finish what it started', async () => {
    seen.length = 0;
    let cleanups = 0;
    const flow: FanFlow = async (_fan, fanHttp) => {
      await fanHttp.send({ route: 'work', method: 'GET', path: '/ok' });
      await new Promise((resolve) => setTimeout(resolve, 60));
      if (!fanHttp.open()) {
        await fanHttp.send({ route: 'cleanup', method: 'POST', path: '/ok', json: { done: true } });
        cleanups += 1;
      }
    };
    const phase = await runFans({
      origin,
      host: 'club.localhost',
      fans: 3,
      seconds: 0.3,
      timeoutMs: 1000,
      stackRoots: [],
      flow,
    });
    expect(cleanups).toBe(3);
    expect(seen.filter((s) => s.path === '/ok')).toHaveLength(
      (phase.routes.find((r) => r.route === 'work')?.started ?? 0) + 3,
    );
    expect(phase.routes.map((r) => r.route)).toEqual(['work']);
  });
});

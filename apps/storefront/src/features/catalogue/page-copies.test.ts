import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
// The compression middleware `next start` puts on every answer, so the copies see what Next sends.
import compression from 'next/dist/compiled/compression';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPageCopies,
  pageCopiesFromEnv,
  pageCopyKey,
  sharedLifetimeSeconds,
  type PageCopies,
} from './page-copies';

const HTML = `<!doctype html><html><body>${'<p>Match page</p>'.repeat(500)}</body></html>`;
const ETAG = 'W/"page-etag"';

interface NextAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** Milliseconds before the page is sent. */
  delayMs?: number;
}

/**
 * A server whose requests go through `copies` to a stand-in for Next that compresses as `next start`
 * does, answers as a cached catalogue page does, and counts what it was asked.
 */
async function startShop(copies: PageCopies, answer: (req: http.IncomingMessage) => NextAnswer = () => ({})) {
  const asked: string[] = [];
  const compress = compression();
  const next = (req: http.IncomingMessage, res: http.ServerResponse) => {
    asked.push(`${req.method} ${req.url}`);
    const { status = 200, headers = {}, delayMs = 0 } = answer(req);
    compress(req, res, () => {
      setTimeout(() => {
        res.statusCode = status;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'public, max-age=0, s-maxage=1');
        res.setHeader('etag', ETAG);
        res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding');
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.end(req.method === 'HEAD' ? undefined : HTML);
      }, delayMs);
    });
  };
  const server = http.createServer((req, res) => copies.handle(req, res, () => next(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(
        {
          port,
          path: url,
          method,
          headers: { host: 'riviera.localhost', 'accept-encoding': 'gzip', ...headers },
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
  return { asked, get };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function clock(start = 1_000_000) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => (state.now += ms) };
}

describe('page copies', () => {
  it("answers the same page again with Next's compressed bytes and headers, without Next, for the page's s-maxage", async () => {
    const time = clock();
    const shop = await startShop(createPageCopies({ now: time.now }));
    const first = await shop.get('/event/m05');
    time.advance(999);
    const second = await shop.get('/event/m05');
    expect(shop.asked).toEqual(['GET /event/m05']);
    expect(second.status).toBe(200);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.body.equals(first.body)).toBe(true);
    expect(gunzipSync(second.body).toString()).toBe(HTML);
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(second.headers.etag).toBe(ETAG);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(second.headers.age).toBe('0');

    time.advance(1);
    await shop.get('/event/m05');
    expect(shop.asked).toHaveLength(2);
  });

  it('keeps one copy per page, language and encoding', async () => {
    const shop = await startShop(createPageCopies({ now: clock().now }));
    await shop.get('/event/m05');
    await shop.get('/event/m04');
    await shop.get('/event/m05', { cookie: 'lng=en; session=abc' });
    await shop.get('/event/m05', { 'accept-encoding': 'identity' });
    expect(shop.asked).toHaveLength(4);
    const plain = await shop.get('/event/m05', { 'accept-encoding': 'identity' });
    expect(plain.body.toString()).toBe(HTML);
    // Another fan's session cookie, or the browser's language when the cookie chose: the same page.
    await shop.get('/event/m05', { cookie: 'lng=en; session=other', 'accept-language': 'nl' });
    await shop.get('/event/m04', { cookie: 'session=abc' });
    expect(shop.asked).toHaveLength(4);
  });

  it("answers a browser's current copy with 304 and a HEAD with the headers only", async () => {
    const shop = await startShop(createPageCopies({ now: clock().now }));
    await shop.get('/');
    const revalidated = await shop.get('/', { 'if-none-match': ETAG });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(ETAG);
    const stale = await shop.get('/', { 'if-none-match': 'W/"another"' });
    expect(stale.status).toBe(200);
    expect(gunzipSync(stale.body).toString()).toBe(HTML);
    const head = await shop.get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(shop.asked).toEqual(['GET /']);
  });

  it('asks Next once for a page many fans ask for at the same moment', async () => {
    const shop = await startShop(createPageCopies({ now: clock().now }), () => ({ delayMs: 50 }));
    const answers = await Promise.all(Array.from({ length: 6 }, () => shop.get('/pack/p1')));
    expect(shop.asked).toEqual(['GET /pack/p1']);
    for (const answer of answers) expect(gunzipSync(answer.body).toString()).toBe(HTML);
  });

  it('lets the fans waiting for a page that could not be kept ask Next themselves', async () => {
    const shop = await startShop(createPageCopies({ now: clock().now }), () => ({
      delayMs: 50,
      status: 404,
    }));
    const answers = await Promise.all(Array.from({ length: 3 }, () => shop.get('/event/gone')));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(shop.asked).toHaveLength(3);
  });

  it('keeps nothing an answer says not to keep, or that is not the same for every fan', async () => {
    const cases: NextAnswer[] = [
      { status: 404 },
      { headers: { 'cache-control': 'private, no-cache, no-store' } },
      { headers: { 'cache-control': 'public, max-age=60' } },
      { headers: { 'set-cookie': 'lng=fr; Path=/' } },
      { headers: { vary: 'Accept-Encoding, Cookie' } },
    ];
    for (const [index, nextAnswer] of cases.entries()) {
      const shop = await startShop(createPageCopies({ now: clock().now }), () => nextAnswer);
      await shop.get(`/event/m0${index}`);
      await shop.get(`/event/m0${index}`);
      expect(shop.asked, JSON.stringify(nextAnswer)).toHaveLength(2);
    }
  });

  it("never answers the router's fetches, an address choosing the language or a reload asking for no copy", async () => {
    const shop = await startShop(createPageCopies({ now: clock().now }));
    await shop.get('/event/m05');
    await shop.get('/event/m05', { rsc: '1' });
    await shop.get('/event/m05', { 'next-router-prefetch': '1' });
    await shop.get('/event/m05', { 'cache-control': 'no-cache' });
    await shop.get('/event/m05', { pragma: 'no-cache' });
    await shop.get('/event/m05?lng=en');
    await shop.get('/event/m05?lng=en');
    expect(shop.asked).toHaveLength(7);
  });

  it('keeps at most maxCopies pages, dropping the oldest', async () => {
    const shop = await startShop(createPageCopies({ now: clock().now, maxCopies: 2 }));
    for (const url of ['/event/m01', '/event/m02', '/event/m03', '/event/m02', '/event/m03', '/event/m01'])
      await shop.get(url);
    expect(shop.asked).toEqual(['GET /event/m01', 'GET /event/m02', 'GET /event/m03', 'GET /event/m01']);
  });

  it('keeps no answer larger than maxBytes', async () => {
    const shop = await startShop(createPageCopies({ now: clock().now, maxBytes: 100 }));
    await shop.get('/event/m05', { 'accept-encoding': 'identity' });
    await shop.get('/event/m05', { 'accept-encoding': 'identity' });
    expect(shop.asked).toHaveLength(2);
  });
});

describe('pageCopyKey', () => {
  const request = (headers: Record<string, string>, url = '/event/m05', method = 'GET') =>
    ({ method, url, headers: { host: 'riviera.localhost', ...headers } }) as unknown as http.IncomingMessage;

  it("names the club's host, the address, the language the proxy would pick and the encoding", () => {
    const key = pageCopyKey(request({ 'accept-language': 'en-GB,en;q=0.9' }));
    expect(key).toBe(pageCopyKey(request({ 'accept-language': 'en' }, '/event/m05', 'HEAD')));
    expect(key).not.toBe(pageCopyKey(request({ 'accept-language': 'fr' })));
    expect(key).not.toBe(pageCopyKey(request({ 'accept-language': 'en', host: 'neva.localhost' })));
    expect(key).not.toBe(pageCopyKey(request({ 'accept-language': 'en' }, '/event/m05?x=1')));
  });

  it('is null for a host that is no club and for writes', () => {
    expect(pageCopyKey(request({ host: 'nobody.example' }))).toBeNull();
    expect(pageCopyKey(request({}, '/event/m05', 'POST'))).toBeNull();
  });
});

describe('sharedLifetimeSeconds', () => {
  it('reads s-maxage, and 0 when a shared cache may not keep the answer', () => {
    expect(sharedLifetimeSeconds('public, max-age=0, s-maxage=1')).toBe(1);
    expect(sharedLifetimeSeconds('s-maxage="30"')).toBe(30);
    expect(sharedLifetimeSeconds('public, max-age=60')).toBe(0);
    expect(sharedLifetimeSeconds('public, max-age=0, s-maxage=0')).toBe(0);
    expect(sharedLifetimeSeconds('private, s-maxage=5')).toBe(0);
    expect(sharedLifetimeSeconds('s-maxage=5, no-store')).toBe(0);
    expect(sharedLifetimeSeconds(undefined)).toBe(0);
  });
});

describe('pageCopiesFromEnv', () => {
  it('is on by default, off with 0, and refuses anything else', () => {
    expect(pageCopiesFromEnv(undefined)).not.toBeNull();
    expect(pageCopiesFromEnv('1')).not.toBeNull();
    expect(pageCopiesFromEnv('0')).toBeNull();
    expect(() => pageCopiesFromEnv('yes')).toThrow(/CATALOGUE_PAGE_COPIES/);
  });
});

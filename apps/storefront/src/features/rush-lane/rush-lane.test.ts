import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_POLICY } from '@/features/security/content-security-policy';
import { CREATE_ORDER, UPDATE_TICKETS } from '@/features/orders/order-routes';
import { BLOCK } from '@/features/seat-selection/seat-selection-routes';

/*
 * The rush lane (ADR 0037) in front of a stand-in for Next that echoes what reached it, and a
 * real HTTP server playing the API's GraphQL endpoint for the session check (an epoch, or closed).
 * What the lane cannot answer must reach Next whole (body unread); what it answers must be what
 * the route handler answers. The holds themselves run against the real API in the browser tests.
 */
const SESSION_SECRET = 's'.repeat(32);
let apiOpen = true;
let epochsAsked = 0;
let api: Server;
let shop: Server;
let shopUrl = '';

const lane = () => import('./rush-lane');

beforeAll(async () => {
  api = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (!apiOpen) return response.destroy();
      epochsAsked += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: { sessionEpoch: 0 } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
  vi.stubEnv('STOREFRONT_SECRET', 'x'.repeat(32));
  vi.stubEnv('SESSION_SECRET', SESSION_SECRET);
  const { rushLaneRoute, serveInRushLane } = await lane();
  const next = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('x-answered-by', 'next');
      res.end(Buffer.concat(chunks));
    });
  };
  shop = createServer((req, res) => {
    const route = rushLaneRoute(req);
    if (route) void serveInRushLane(route, req, res, () => next(req, res));
    else next(req, res);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([api, shop].map((server) => new Promise((resolve) => server.close(resolve))));
});

const DAY = 24 * 3600 * 1000;
const sessionCookie = async (data: Record<string, unknown>) =>
  `stadio_session=${await sealData(data, { password: SESSION_SECRET, ttl: 3 * 24 * 3600 })}`;
const freshSession = (customerId: string, tenant = 'riviera') =>
  sessionCookie({ tenant, customerId, epoch: 0, startedAt: Date.now(), renewedAt: Date.now() });

/** A POST as a browser sends it (Node's fetch would not send the club's Host header). */
const post = (path: string, body: string, headers: Record<string, string> = {}, chunked = false) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const sent = request(
      `${shopUrl}${path}`,
      {
        method: 'POST',
        headers: {
          host: 'riviera.localhost',
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    sent.on('error', reject);
    // A chunked body arrives in pieces, without a declared length.
    if (chunked) for (let at = 0; at < body.length; at += 4096) sent.write(body.slice(at, at + 4096));
    sent.end(chunked ? undefined : body);
  });
const byNext = (answer: { headers: IncomingHttpHeaders }) => answer.headers['x-answered-by'] === 'next';

describe('which requests take the rush lane', () => {
  const asked = (method: string, url: string) => ({ method, url }) as IncomingMessage;

  it('takes the POSTs of a hold, a release and a block at their exact paths, nothing else', async () => {
    const { rushLaneRoute } = await lane();
    expect(rushLaneRoute(asked('POST', CREATE_ORDER.path))).toBeDefined();
    expect(rushLaneRoute(asked('POST', UPDATE_TICKETS.path))).toBeDefined();
    expect(rushLaneRoute(asked('POST', BLOCK.path))).toBeDefined();
    expect(rushLaneRoute(asked('GET', CREATE_ORDER.path))).toBeUndefined();
    expect(rushLaneRoute(asked('POST', `${CREATE_ORDER.path}?lng=en`))).toBeUndefined();
    expect(rushLaneRoute(asked('POST', `${CREATE_ORDER.path}/`))).toBeUndefined();
    expect(rushLaneRoute(asked('POST', '/api/order/fetch-order'))).toBeUndefined();
  });
});

describe('the rush lane', () => {
  const body = JSON.stringify({ orderId: 'ord_1', ticketIds: [], ticketAncillaryIds: [] });

  it('leaves to Next, body unread, a host without a club and a write from another site', async () => {
    const cookie = await freshSession('cus_1');
    const noClub = await post(UPDATE_TICKETS.path, body, { host: 'nowhere.example', cookie });
    expect(byNext(noClub)).toBe(true);
    expect(noClub.text).toBe(body);
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      const crossSite = await post(UPDATE_TICKETS.path, body, { ...headers, cookie });
      expect(byNext(crossSite)).toBe(true);
      expect(crossSite.text).toBe(body);
    }
  });

  it('leaves to Next a session due its daily renewal, which only Next writes', async () => {
    const cookie = await sessionCookie({
      tenant: 'riviera',
      customerId: 'cus_2',
      epoch: 0,
      startedAt: Date.now() - 2 * DAY,
      renewedAt: Date.now() - DAY - 1000,
    });
    const answer = await post(CREATE_ORDER.path, '{"ticketType":"event"}', { cookie });
    expect(byNext(answer)).toBe(true);
    expect(answer.text).toBe('{"ticketType":"event"}');
  });

  it('answers 401 LOGIN_REQUIRED itself when logged out, forged, or logged in at another club', async () => {
    const cookies = [
      undefined,
      'stadio_session=Fe26.2*1*forged',
      await freshSession('cus_3', 'neva'),
      await sessionCookie({
        tenant: 'riviera',
        customerId: 'cus_3',
        epoch: 0,
        startedAt: Date.now() - 31 * DAY,
        renewedAt: Date.now(),
      }),
    ];
    for (const cookie of cookies) {
      const answer = await post(CREATE_ORDER.path, '{}', cookie ? { cookie } : {});
      expect(byNext(answer)).toBe(false);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text)).toMatchObject({ order: null, code: 'LOGIN_REQUIRED' });
      expect(answer.headers['content-security-policy']).toBe(API_POLICY);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('checks the session against the API and refuses a bad body as the route does: 415, 400, 413', async () => {
    const cookie = await freshSession('cus_4');
    const asked = epochsAsked;
    const notJson = await post(UPDATE_TICKETS.path, body, { cookie, 'content-type': 'text/plain' });
    expect(epochsAsked).toBe(asked + 1);
    expect([notJson.status, byNext(notJson)]).toEqual([415, false]);
    const broken = await post(UPDATE_TICKETS.path, '{"orderId":', { cookie });
    expect([broken.status, JSON.parse(broken.text)]).toEqual([400, { error: 'The body is not valid JSON.' }]);
    const invalid = await post(UPDATE_TICKETS.path, '{"orderId":"ord_1"}', { cookie });
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.text)).toMatchObject({ error: 'Invalid request body.' });
    const nul = await post(
      UPDATE_TICKETS.path,
      JSON.stringify({ orderId: 'a\0b', ticketIds: [], ticketAncillaryIds: [] }),
      { cookie },
    );
    expect(nul.status).toBe(400);
    // Past the release's 16 KB, declared or not (a chunked body has no length).
    const big = JSON.stringify({ orderId: 'x'.repeat(17 * 1024), ticketIds: [], ticketAncillaryIds: [] });
    expect((await post(UPDATE_TICKETS.path, big, { cookie })).status).toBe(413);
    expect((await post(UPDATE_TICKETS.path, big, { cookie }, true)).status).toBe(413);
  });

  it('answers 503 BUSY with Retry-After, never a 500, when the API cannot confirm the session', async () => {
    apiOpen = false;
    try {
      const answer = await post(CREATE_ORDER.path, '{}', { cookie: await freshSession('cus_5') });
      expect(byNext(answer)).toBe(false);
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(answer.text)).toMatchObject({ order: null, code: 'BUSY' });
    } finally {
      apiOpen = true;
    }
  });
  it('refuses a deeply nested body 400 on each of its routes, before anything else reads it', async () => {
    const cookie = await freshSession('cus_7');
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    for (const path of [CREATE_ORDER.path, UPDATE_TICKETS.path, BLOCK.path]) {
      const answer = await post(path, deep, { cookie });
      expect([path, answer.status, byNext(answer)]).toEqual([path, 400, false]);
      expect(JSON.parse(answer.text)).toEqual({ error: 'The body is nested deeper than 32 levels.' });
    }
  });

  const block = JSON.stringify({ eventId: 'm05', blockId: 'b1', blockName: 'B1', standName: 'North' });

  it('answers a block of a members-only map 401 to a visitor who is not logged in, as the route does', async () => {
    const answer = await post(BLOCK.path, block, { host: 'amstel.localhost' });
    expect([answer.status, byNext(answer)]).toEqual([401, false]);
    expect(JSON.parse(answer.text)).toEqual({ error: 'Log in to see the seat map.' });
    // Not worth gzipping, but the answer says it depends on the encoding.
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    // The body is read first: a bad one is 400, whoever asks.
    expect((await post(BLOCK.path, '{"blockId":"b1"}', { host: 'amstel.localhost' })).status).toBe(400);
  });

  it('answers an unexpected failure after the body was read 500, never leaving the fan waiting', async () => {
    // The stand-in API answers a block's query with a session epoch: nothing the lane can read.
    // Node destroys a request read to its end; the lane must still answer it.
    const answer = await post(BLOCK.path, block);
    expect([answer.status, byNext(answer)]).toEqual([500, false]);
    expect(JSON.parse(answer.text)).toEqual({ error: 'Internal Server Error' });
  });

  it("answers a block 503 BUSY when the API cannot confirm a members-only map's visitor", async () => {
    apiOpen = false;
    try {
      const cookie = await sessionCookie({
        tenant: 'amstel',
        customerId: 'cus_6',
        epoch: 0,
        startedAt: Date.now(),
        renewedAt: Date.now(),
      });
      const answer = await post(BLOCK.path, block, { host: 'amstel.localhost', cookie });
      expect([answer.status, byNext(answer)]).toEqual([503, false]);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      apiOpen = true;
    }
  });
});

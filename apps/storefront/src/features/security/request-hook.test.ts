import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from './content-security-policy';
import { installRequestHook, prepare } from './request-hook';
import { parseTrustedProxies } from './trusted-proxies';

describe('the request hook', () => {
  let server: http.Server;
  let base = '';
  let trusted = parseTrustedProxies(undefined);
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      prepare(req, res, trusted);
      // What Next does for a rewritten page.
      res.setHeader('x-middleware-rewrite', '/riviera/fr/c.1/event/m05');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (headers: Record<string, string>) => {
    const response = await fetch(base, { headers });
    return { response, seen: (await response.json()) as Record<string, string> };
  };

  it('takes the address from the socket, whatever X-Forwarded-For and -Proto say', async () => {
    const { seen, response } = await get({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-stadio-client-address': '1.2.3.4',
    });
    expect(seen['x-stadio-client-address']).toBe('127.0.0.1');
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('believes a trusted proxy about the client and HTTPS, and then sends HSTS', async () => {
    trusted = parseTrustedProxies('127.0.0.1');
    try {
      const { seen, response } = await get({
        'x-forwarded-for': 'forged, 203.0.113.9',
        'x-forwarded-proto': 'https',
      });
      expect(seen['x-stadio-client-address']).toBe('203.0.113.9');
      expect(seen['x-stadio-client-https']).toBe('1');
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      trusted = parseTrustedProxies(undefined);
    }
  });

  it('sets the security headers and drops the header naming the internal path', async () => {
    const { response } = await get({});
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    // No answer leaves without a policy: the strictest until the answer sets its own.
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
  });

  it('allows the camera on the gate scanner page only, from the shop itself', async () => {
    const policy = async (path: string) => (await fetch(`${base}${path}`)).headers.get('permissions-policy');
    for (const path of ['/staff/scan', '/staff/scan?lng=en', '/staff/scan/']) {
      expect(await policy(path), path).toContain('camera=(self)');
      expect(await policy(path), path).toContain('microphone=()');
    }
    for (const path of [
      '/',
      '/staff',
      '/staff/orders',
      '/staff/scanner',
      '/api/staff/gate/list',
      '/x/staff/scan',
    ])
      expect(await policy(path), path).toContain('camera=()');
  });
});

describe('the request hook with a lane', () => {
  it('lets the lane take requests before the server sees them, and hand some back', async () => {
    const seenByLane: string[] = [];
    installRequestHook(parseTrustedProxies(undefined), null, null, (req, res, pass) => {
      if (!req.url?.startsWith('/lane')) return false;
      seenByLane.push(req.url);
      if (req.url === '/lane/back') setTimeout(pass, 10);
      else res.end('lane');
      return true;
    });
    const server = http.createServer((req, res) => res.end(`server ${req.url}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const text = async (path: string) => (await fetch(`${base}${path}`)).text();
      expect(await text('/lane/hold')).toBe('lane');
      expect(await text('/lane/back')).toBe('server /lane/back');
      expect(await text('/page')).toBe('server /page');
      expect(seenByLane).toEqual(['/lane/hold', '/lane/back']);
      // The lane's answers carry the security headers too: the hook prepared them first.
      expect((await fetch(`${base}/lane/hold`)).headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

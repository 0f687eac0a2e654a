import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import type * as PageEtag from '@/features/catalogue/page-etag';
import { proxy } from './proxy';

// The API's side of editions is tested in apps/api (catalogue-edition.test.ts) and end to end in
// the browser tests; here every club has one event and one pack, at edition `c.test`.
const current = vi.hoisted(() => ({
  edition: 'c.test',
  build: 'build-1' as string | null,
  sharedSeconds: 1,
}));
vi.mock('@/features/catalogue/catalogue-editions', () => ({
  catalogueEdition: async () => ({
    segment: current.edition,
    sharedSeconds: current.sharedSeconds,
    eventIds: new Set(['m05']),
    packIds: new Set(['season']),
  }),
}));
// Tests run outside a production build; page-etag.test.ts reads a real BUILD_ID file.
vi.mock('@/features/catalogue/page-etag', async (importOriginal) => ({
  ...(await importOriginal<typeof PageEtag>()),
  pagesBuildId: () => current.build,
}));

function request(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers } });
}
const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');
/** Request headers the proxy passes on are echoed by Next as x-middleware-request-<name>. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('proxy', () => {
  it('rewrites a catalogue page to the club, language and edition segments, keeping path and query', async () => {
    const home = await proxy(request('http://riviera.localhost:3000/?x=1', { cookie: 'lng=en' }));
    expect(rewriteOf(home)).toBe('http://riviera.localhost:3000/riviera/en/c.test?x=1');
    expect(forwarded(home, 'x-stadio-tenant')).toBe('riviera');
    const event = await proxy(request('http://riviera.localhost:3000/event/m05', { cookie: 'lng=fr' }));
    expect(rewriteOf(event)).toBe('http://riviera.localhost:3000/riviera/fr/c.test/event/m05');
    const pack = await proxy(request('http://riviera.localhost:3000/pack/season'));
    expect(rewriteOf(pack)).toBe('http://riviera.localhost:3000/riviera/fr/c.test/pack/season');
    // The public URL carries no edition: a shared cache may keep the page only a second, and not
    // at all in the last second before it changes by itself (a sale opening).
    expect(pack.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    current.sharedSeconds = 0;
    const opening = await proxy(request('http://riviera.localhost:3000/event/m05'));
    current.sharedSeconds = 1;
    expect(opening.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=0');
  });

  it('rewrites the other pages to the club and language, without an edition', async () => {
    const response = await proxy(
      request('http://riviera.localhost:3000/summary?orderId=1', { cookie: 'lng=en' }),
    );
    expect(rewriteOf(response)).toBe('http://riviera.localhost:3000/riviera/en/summary?orderId=1');
    const submit = await proxy(request('http://riviera.localhost:3000/event/m05/submit'));
    expect(rewriteOf(submit)).toBe('http://riviera.localhost:3000/riviera/fr/event/m05/submit');
  });

  it('rewrites a path no page claims, or an event or pack the club does not have, to the not-found page with status 404', async () => {
    for (const path of ['/no/such/page?x=1', '/event/m99', '/pack/nope']) {
      const response = await proxy(request(`http://riviera.localhost:3000${path}`));
      expect(rewriteOf(response)).toMatch(/^http:\/\/riviera\.localhost:3000\/riviera\/fr\/page-not-found/);
      expect(response.status).toBe(404);
    }
  });

  it('matches the host case-insensitively and without the port', async () => {
    const response = await proxy(request('http://AMSTEL.localhost:8080/'));
    expect(rewriteOf(response)).toContain('/amstel/');
  });

  it('never trusts a tenant header sent by the browser', async () => {
    const response = await proxy(
      request('http://riviera.localhost:3000/api/config', { 'x-stadio-tenant': 'neva' }),
    );
    expect(forwarded(response, 'x-stadio-tenant')).toBe('riviera');
    const unknown = await proxy(request('http://evil.localhost:3000/', { 'x-stadio-tenant': 'neva' }));
    expect(forwarded(unknown, 'x-stadio-tenant')).toBeNull();
  });

  it('passes API routes and tenant assets through without rewriting', async () => {
    expect(rewriteOf(await proxy(request('http://neva.localhost:3000/api/log')))).toBeNull();
    expect(
      rewriteOf(await proxy(request('http://neva.localhost:3000/tenant-assets/neva/logo.svg'))),
    ).toBeNull();
  });

  it('answers 404 JSON for API calls on a host with no club', async () => {
    const response = await proxy(request('http://nobody.example.com/api/config'));
    expect(response.status).toBe(404);
    expect((await response.json()).error).toContain('nobody.example.com');
  });

  it('sends unknown hosts to the "no shop here" page and plain localhost to the directory', async () => {
    expect(rewriteOf(await proxy(request('http://nobody.example.com/event/1')))).toMatch(
      /\/platform\/unknown-host$/,
    );
    expect(rewriteOf(await proxy(request('http://localhost:3000/')))).toMatch(/\/platform\/directory$/);
    expect(rewriteOf(await proxy(request('http://localhost:3000/anything')))).toMatch(
      /\/platform\/unknown-host$/,
    );
  });

  it('detects the locale: query, then cookie, then browser, within the club languages', async () => {
    const locale = async (url: string, headers: Record<string, string> = {}) =>
      forwarded(await proxy(request(url, headers)), 'x-stadio-locale');
    expect(
      await locale('http://riviera.localhost/?lng=en', { cookie: 'lng=fr', 'accept-language': 'fr' }),
    ).toBe('en');
    expect(await locale('http://riviera.localhost/', { cookie: 'lng=en', 'accept-language': 'fr' })).toBe(
      'en',
    );
    expect(await locale('http://riviera.localhost/', { 'accept-language': 'nl-NL,en;q=0.8' })).toBe('en');
    expect(await locale('http://riviera.localhost/?lng=ru', { 'accept-language': 'de' })).toBe('fr');
  });

  it('remembers a language chosen with ?lng= in the lng cookie', async () => {
    const response = await proxy(request('http://neva.localhost/?lng=es'));
    expect(response.headers.get('set-cookie')).toMatch(/lng=es/);
    expect((await proxy(request('http://neva.localhost/?lng=fr'))).headers.get('set-cookie')).toBeNull();
  });

  it('passes the read API through on the club host: no rewrite, no redirect, no cookie, the club named', async () => {
    const response = await proxy(
      request('http://riviera.localhost:3000/api/v1/orders?lng=en&limit=5', { authorization: 'Bearer k' }),
    );
    expect(response.status).toBe(200);
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(forwarded(response, 'x-stadio-tenant')).toBe('riviera');
    expect(forwarded(response, 'authorization')).toBe('Bearer k');
  });

  it("redirects /favicon.ico to the club's favicon", async () => {
    const response = await proxy(request('http://neva.localhost/favicon.ico'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toMatch(/\/tenant-assets\/neva\//);
  });
  it("rewrites the sitemap, robots.txt and manifest to the club of the host, never to another's", async () => {
    for (const file of ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
      const riviera = await proxy(request(`http://riviera.localhost:3000${file}`));
      expect(rewriteOf(riviera)).toBe(`http://riviera.localhost:3000/riviera${file}`);
      expect(riviera.status).toBe(200);
      expect(rewriteOf(await proxy(request(`http://neva.localhost:3000${file}`)))).toContain(`/neva${file}`);
    }
    expect((await proxy(request('http://riviera.localhost:3000/riviera/sitemap.xml'))).status).toBe(404);
  });

  it('answers a malformed address 400 on API routes and with the not-found page elsewhere, never 5xx', async () => {
    for (const path of ['/api/tickets/%ZZ/pdf', '/api/order/fetch-order?orderId=a%00b']) {
      const response = await proxy(request(`http://riviera.localhost:3000${path}`));
      expect(response.status).toBe(400);
    }
    for (const path of ['/event/%ZZ', '/event/m%00', '/summary?orderId=%00']) {
      const response = await proxy(request(`http://riviera.localhost:3000${path}`));
      expect(response.status).toBe(404);
      expect(rewriteOf(response)).toMatch(/\/riviera\/fr\/page-not-found$/);
    }
    expect((await proxy(request('http://nobody.example.com/event/%ZZ'))).status).toBe(404);
  });

  it("refuses a write whose Origin or Sec-Fetch-Site is not the club's own shop", async () => {
    const post = (headers: Record<string, string>) =>
      proxy(
        new NextRequest('http://riviera.localhost:3000/api/proxy/website-keycloak/logout', {
          method: 'POST',
          headers: { host: 'riviera.localhost:3000', ...headers },
        }),
      );
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'http://neva.localhost:3000', 'sec-fetch-site': 'same-site' })).status).toBe(
      403,
    );
    const own = await post({ origin: 'http://riviera.localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
    expect(own.headers.get('x-middleware-next')).toBe('1');
  });

  it("answers a browser's current copy of a catalogue page 304 from its build and edition, without rendering", async () => {
    const url = 'http://riviera.localhost:3000/event/m05';
    const first = await proxy(request(url, { cookie: 'lng=fr' }));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await proxy(request(url, { cookie: 'lng=fr', 'if-none-match': etag ?? '' }));
    expect(again.status).toBe(304);
    expect(rewriteOf(again)).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    // Another page, language, edition or build is another copy; a hard reload gets the page.
    const etagOf = async (path: string, headers: Record<string, string> = {}) =>
      (
        await proxy(request(`http://riviera.localhost:3000${path}`, { cookie: 'lng=fr', ...headers }))
      ).headers.get('etag');
    const others = [await etagOf('/'), await etagOf('/event/m05', { cookie: 'lng=en' })];
    current.edition = 'c.next';
    others.push(await etagOf('/event/m05'));
    current.edition = 'c.test';
    current.build = 'build-2';
    others.push(await etagOf('/event/m05'));
    current.build = 'build-1';
    expect(new Set([etag, ...others]).size).toBe(5);
    const reload = await proxy(request(url, { 'if-none-match': etag ?? '', 'cache-control': 'no-cache' }));
    expect(reload.status).toBe(200);
    expect(rewriteOf(reload)).toMatch(/\/riviera\/fr\/c\.test\/event\/m05$/);
  });

  it('gives pages rendered per request, unknown ids and pages without a build no ETag', async () => {
    const etagOf = async (path: string) =>
      (await proxy(request(`http://riviera.localhost:3000${path}`))).headers.get('etag');
    expect(await etagOf('/summary')).toBeNull();
    expect(await etagOf('/event/m99')).toBeNull();
    current.build = null;
    try {
      const response = await proxy(
        request('http://riviera.localhost:3000/event/m05', { 'if-none-match': '*' }),
      );
      expect(response.headers.get('etag')).toBeNull();
      expect(response.status).toBe(200);
    } finally {
      current.build = 'build-1';
    }
  });

  it('gives pages rendered per request a fresh CSP nonce, cached pages one policy for all, API routes none to run', async () => {
    const csp = async (path: string) =>
      (await proxy(request(`http://riviera.localhost:3000${path}`))).headers.get('content-security-policy') ??
      '';
    const login = await proxy(request('http://riviera.localhost:3000/login'));
    const policy = login.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    // Next finds the nonce in the request's policy and puts it on its scripts.
    expect(forwarded(login, 'content-security-policy')).toBe(policy);
    expect(await csp('/login')).not.toContain(nonce);
    const catalogue = await csp('/event/m05');
    expect(catalogue).not.toContain('nonce-');
    expect(catalogue).toBe(await csp('/'));
    for (const policyOf of [policy, catalogue, await csp('/api/config')])
      expect(policyOf).toContain("frame-ancestors 'none'");
    expect(await csp('/api/config')).toContain("default-src 'none'");
  });

  it('gives the directory, the "no shop here" page and every other answer of a host without a club a policy', async () => {
    const policyOf = async (url: string) => {
      const response = await proxy(request(url));
      return { response, policy: response.headers.get('content-security-policy') ?? '' };
    };
    for (const url of [
      'http://localhost:3000/',
      'http://nobody.example.com/event/1',
      'http://localhost:3000/x',
    ]) {
      const { response, policy } = await policyOf(url);
      // A page rendered per request: its nonce, which Next reads from the request's policy.
      expect(policy, url).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
      expect(forwarded(response, 'content-security-policy'), url).toBe(policy);
      expect(policy, url).toContain("frame-ancestors 'none'");
    }
    for (const url of ['http://nobody.example.com/api/config', 'http://localhost:3000/%ZZ'])
      expect((await policyOf(url)).policy, url).toContain("default-src 'none'");
  });

  it('refuses a Host that is not a host name with a port from 1 to 65535, on every path, 400', async () => {
    for (const host of [
      'harbour.localhost:99999',
      'harbour.localhost:0',
      'riviera.localhost:3000:1',
      'a b',
    ]) {
      for (const path of ['/api/oidc/callback?code=x&state=y', '/', '/login', '/api/config']) {
        const response = await proxy(
          new NextRequest(`http://harbour.localhost:3000${path}`, { headers: { host } }),
        );
        expect([host, path, response.status]).toEqual([host, path, 400]);
        expect(rewriteOf(response)).toBeNull();
        expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      }
    }
    // A port in range is a host like any other.
    const fine = await proxy(
      new NextRequest('http://harbour.localhost:3000/login', {
        headers: { host: 'harbour.localhost:65535' },
      }),
    );
    expect(rewriteOf(fine)).toContain('/harbour/');
  });
});

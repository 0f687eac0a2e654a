import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

function request(url: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: { host, ...headers } });
}
const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');
/** Request headers the proxy passes on are echoed by Next as x-middleware-request-<name>. */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('proxy', () => {
  it("rewrites a club's page to its internal tenant segment, keeping path and query", () => {
    const response = proxy(request('http://riviera.localhost:3000/?x=1'));
    expect(rewriteOf(response)).toBe('http://riviera.localhost:3000/riviera/?x=1');
    expect(forwarded(response, 'x-stadio-tenant')).toBe('riviera');
  });

  it('rewrites a path no page claims to the not-found page with status 404', () => {
    const response = proxy(request('http://riviera.localhost:3000/no/such/page?x=1'));
    expect(rewriteOf(response)).toBe('http://riviera.localhost:3000/riviera/page-not-found?x=1');
    expect(response.status).toBe(404);
  });

  it('matches the host case-insensitively and without the port', () => {
    const response = proxy(request('http://AMSTEL.localhost:8080/'));
    expect(rewriteOf(response)).toContain('/amstel/');
  });

  it('never trusts a tenant header sent by the browser', () => {
    const response = proxy(
      request('http://riviera.localhost:3000/api/config', { 'x-stadio-tenant': 'neva' }),
    );
    expect(forwarded(response, 'x-stadio-tenant')).toBe('riviera');
    const unknown = proxy(request('http://evil.localhost:3000/', { 'x-stadio-tenant': 'neva' }));
    expect(forwarded(unknown, 'x-stadio-tenant')).toBeNull();
  });

  it('passes API routes and tenant assets through without rewriting', () => {
    expect(rewriteOf(proxy(request('http://neva.localhost:3000/api/log')))).toBeNull();
    expect(rewriteOf(proxy(request('http://neva.localhost:3000/tenant-assets/neva/logo.svg')))).toBeNull();
  });

  it('answers 404 JSON for API calls on a host with no club', async () => {
    const response = proxy(request('http://nobody.example.com/api/config'));
    expect(response.status).toBe(404);
    expect((await response.json()).error).toContain('nobody.example.com');
  });

  it('sends unknown hosts to the "no shop here" page and plain localhost to the directory', () => {
    expect(rewriteOf(proxy(request('http://nobody.example.com/event/1')))).toMatch(
      /\/platform\/unknown-host$/,
    );
    expect(rewriteOf(proxy(request('http://localhost:3000/')))).toMatch(/\/platform\/directory$/);
    expect(rewriteOf(proxy(request('http://localhost:3000/anything')))).toMatch(/\/platform\/unknown-host$/);
  });

  it('detects the locale: query, then cookie, then browser, within the club languages', () => {
    const locale = (url: string, headers: Record<string, string> = {}) =>
      forwarded(proxy(request(url, headers)), 'x-stadio-locale');
    expect(locale('http://riviera.localhost/?lng=en', { cookie: 'lng=fr', 'accept-language': 'fr' })).toBe(
      'en',
    );
    expect(locale('http://riviera.localhost/', { cookie: 'lng=en', 'accept-language': 'fr' })).toBe('en');
    expect(locale('http://riviera.localhost/', { 'accept-language': 'nl-NL,en;q=0.8' })).toBe('en');
    expect(locale('http://riviera.localhost/?lng=ru', { 'accept-language': 'de' })).toBe('fr');
  });

  it('remembers a language chosen with ?lng= in the lng cookie', () => {
    const response = proxy(request('http://neva.localhost/?lng=es'));
    expect(response.headers.get('set-cookie')).toMatch(/lng=es/);
    expect(proxy(request('http://neva.localhost/?lng=fr')).headers.get('set-cookie')).toBeNull();
  });

  it("redirects /favicon.ico to the club's favicon", () => {
    const response = proxy(request('http://neva.localhost/favicon.ico'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toMatch(/\/tenant-assets\/neva\//);
  });
  it("rewrites the sitemap, robots.txt and manifest to the club of the host, never to another's", () => {
    for (const file of ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest']) {
      const riviera = proxy(request(`http://riviera.localhost:3000${file}`));
      expect(rewriteOf(riviera)).toBe(`http://riviera.localhost:3000/riviera${file}`);
      expect(riviera.status).toBe(200);
      expect(rewriteOf(proxy(request(`http://neva.localhost:3000${file}`)))).toContain(`/neva${file}`);
    }
    expect(proxy(request('http://riviera.localhost:3000/riviera/sitemap.xml')).status).toBe(404);
  });
});

import { NextResponse, type NextRequest } from 'next/server';
import {
  detectLocale,
  getTenantRegistry,
  normalizeHost,
  parseHost,
  tenantForHost,
  type Locale,
  type Tenant,
} from '@stadio/tenants';
import { LOCALE_COOKIE, REQUEST_HEADERS } from '@/lib/request-headers';
import { catalogueEdition } from '@/features/catalogue/catalogue-editions';
import { EDITION_PREFIX } from '@/features/catalogue/edition-segment';
import { browserCopyIsCurrent, cataloguePageEtag, pagesBuildId } from '@/features/catalogue/page-etag';
import { catalogueSubject, pageKind } from '@/lib/page-routes';
import { isPlatformHost } from '@/lib/platform-hosts';
import {
  API_POLICY,
  CACHED_PAGE_POLICY,
  newNonce,
  pagePolicy,
} from '@/features/security/content-security-policy';
import { isCrossSiteWrite, isMalformedUrl } from '@/features/security/request-guards';
import { isSiteFile } from '@/lib/site-files';

const ONE_YEAR = 60 * 60 * 24 * 365;
/** The club systems' read API, forwarded as it came (app/api/v1). */
const READ_API_PREFIX = '/api/v1/';
/** The platform's own pages speak every language, English first. */
const PLATFORM_LOCALES = { locales: ['en', 'fr', 'es', 'nl', 'ru'] as Locale[] };

/**
 * Maps the Host header to a club and rewrites to its internal `/[tenant]/[locale]` segments, so one
 * build serves every club; catalogue pages also get the club's `[edition]`, which makes them
 * cacheable (ADR 0013). The tenant and locale travel to route handlers as request headers that this
 * proxy always overwrites (a browser cannot choose another club by sending them).
 */
export async function proxy(request: NextRequest) {
  const response = await route(request);
  // No answer leaves without a policy (docs/security.md#content-security-policy): one nobody
  // chose gets the strictest, under which nothing runs.
  if (!response.headers.has('content-security-policy'))
    response.headers.set('content-security-policy', API_POLICY);
  return response;
}

async function route(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const host = request.headers.get('host');
  const headers = new Headers(request.headers);
  for (const name of Object.values(REQUEST_HEADERS)) headers.delete(name);

  // A Host that is not a host name with a port from 1 to 65535 names no club and no origin can be
  // built from it (docs/security.md#host-header): refused before anything reads it.
  if (host && !parseHost(host))
    return new NextResponse('Bad Request: the Host header is not a host name.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });

  // Before anything reads the address or the body (docs/security.md): never a 5xx, never a write
  // another site's page made the fan's browser send.
  const malformed = isMalformedUrl(pathname, searchParams);
  if (malformed && pathname.startsWith('/api/'))
    return NextResponse.json({ error: 'Malformed address.' }, { status: 400 });
  if (isCrossSiteWrite(request.method, request.headers))
    return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });

  const tenant = tenantForHost(host, getTenantRegistry());
  if (!tenant) return platformResponse(request, headers, malformed);

  if (pathname === '/favicon.ico') {
    return NextResponse.redirect(new URL(`/tenant-assets/${tenant.branding.favicon}`, request.url), 308);
  }

  const queryLocale = searchParams.get('lng');
  const locale = detectLocale(tenant, {
    query: queryLocale,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  headers.set(REQUEST_HEADERS.tenant, tenant.slug);
  headers.set(REQUEST_HEADERS.locale, locale);
  headers.set(REQUEST_HEADERS.pathname, pathname + request.nextUrl.search);

  const passThrough = pathname.startsWith('/api/') || pathname.startsWith('/tenant-assets/');
  const response = malformed
    ? perRequestPage(headers, () =>
        NextResponse.rewrite(new URL(`/${tenant.slug}/${locale}/page-not-found`, request.url), {
          request: { headers },
          status: 404,
        }),
      )
    : passThrough
      ? NextResponse.next({ request: { headers } })
      : await rewriteToPage(request, headers, tenant, locale);
  if (pathname.startsWith('/api/')) response.headers.set('content-security-policy', API_POLICY);
  // Only an address the fan opens sets the language: the router's own fetches (a refresh of an
  // address that still carries the old `lng`) must not undo a choice made since (ADR 0018). The
  // read API is a club system's, not a fan's: it never gets a cookie (ADR 0053).
  if (queryLocale === locale && !isRouterFetch(request) && !pathname.startsWith(READ_API_PREFIX)) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
  }
  return response;
}

/** A club's page: its internal path, or the not-found page (status 404) for paths no page claims. */
async function rewriteToPage(request: NextRequest, headers: Headers, tenant: Tenant, locale: Locale) {
  const { pathname, search } = request.nextUrl;
  const rewrite = (internalPath: string, status?: number) =>
    NextResponse.rewrite(new URL(`${internalPath}${search}`, request.url), {
      request: { headers },
      ...(status ? { status } : {}),
    });
  if (isSiteFile(pathname)) return rewrite(`/${tenant.slug}${pathname}`);
  const kind = pageKind(pathname);
  const notFound = () =>
    perRequestPage(headers, () => rewrite(`/${tenant.slug}/${locale}/page-not-found`, 404));
  if (kind === 'shop' || kind === 'back-office')
    return perRequestPage(headers, () => rewrite(`/${tenant.slug}/${locale}${pathname}`));
  if (kind !== 'catalogue') return notFound();
  const edition = await catalogueEdition(tenant);
  // Without an edition (the API cannot say) the page renders under a key of its own and fails there.
  if (!edition) return rewrite(`/${tenant.slug}/${locale}/${EDITION_PREFIX}unknown${pathname}`);
  // Only the club's own events and packs get a cached page: made-up ids cannot fill the cache.
  const subject = catalogueSubject(pathname);
  if (subject && !(subject.kind === 'event' ? edition.eventIds : edition.packIds).has(subject.id))
    return notFound();
  const internalPath = `/${tenant.slug}/${locale}/${edition.segment}${pathname === '/' ? '' : pathname}`;
  // The page is named by its build and internal path, so a browser's copy is checked without
  // reading the cache or hashing the HTML (ADR 0032); none under `next dev`.
  const build = pagesBuildId();
  const etag = build ? cataloguePageEtag(build, internalPath) : null;
  const response =
    etag && browserCopyIsCurrent(request.method, (name) => request.headers.get(name), etag)
      ? new NextResponse(null, { status: 304 })
      : rewrite(internalPath);
  if (etag) response.headers.set('etag', etag);
  // Next would send its ISR default (s-maxage of a year) for the public URL, which no edition is
  // part of: a CDN or the storefront's copies (ADR 0034) may keep a catalogue page a second, not
  // past the instant it changes by itself; browsers revalidate (ETag).
  response.headers.set('cache-control', `public, max-age=0, s-maxage=${edition.sharedSeconds}`);
  response.headers.set('content-security-policy', CACHED_PAGE_POLICY);
  return response;
}

/**
 * A page rendered per request, with a fresh nonce in its Content-Security-Policy: Next reads it
 * from the request's policy and puts it on its scripts (ADR 0022).
 */
function perRequestPage(headers: Headers, rewrite: () => NextResponse) {
  const policy = pagePolicy(newNonce());
  headers.set('content-security-policy', policy);
  const response = rewrite();
  response.headers.set('content-security-policy', policy);
  return response;
}

/** A request Next's router makes from a page (RSC payload or prefetch), not a page the fan opens. */
function isRouterFetch(request: NextRequest): boolean {
  return request.headers.get('rsc') === '1' || request.headers.has('next-router-prefetch');
}

/** Hosts that are not a club: the platform's own host lists the clubs, anything else is "no shop here". */
function platformResponse(request: NextRequest, headers: Headers, malformed: boolean) {
  const { pathname } = request.nextUrl;
  if (malformed) return new NextResponse('Not found', { status: 404 });
  const host = normalizeHost(request.headers.get('host'));
  headers.set(REQUEST_HEADERS.host, host);
  headers.set(
    REQUEST_HEADERS.locale,
    detectLocale(PLATFORM_LOCALES, { acceptLanguage: request.headers.get('accept-language') }),
  );
  if (pathname.startsWith('/tenant-assets/')) return NextResponse.next({ request: { headers } });
  // A club whose file was refused with no good version to serve (ADR 0018): closed for a moment,
  // and its staff may sign in (as for the theme preview) to read why.
  const platformPage = (path: string, status: number) =>
    perRequestPage(headers, () =>
      NextResponse.rewrite(new URL(path, request.url), { request: { headers }, status }),
    );
  if (getTenantRegistry().refused.some((refusal) => !refusal.kept && refusal.domains.includes(host))) {
    if (pathname === '/api/theme-preview/login') return NextResponse.next({ request: { headers } });
    if (!pathname.startsWith('/api/')) return platformPage('/platform/club-unavailable', 503);
  }
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ error: `No shop is configured for the address "${host}".` }, { status: 404 });
  }
  // The directory and the "no shop here" page are pages like a club's: a fresh nonce each.
  return isPlatformHost(host) && pathname === '/'
    ? platformPage('/platform/directory', 200)
    : platformPage('/platform/unknown-host', 404);
}

export const config = {
  // Everything but Next's own static files.
  matcher: ['/((?!_next/static|_next/image|_next/webpack-hmr).*)'],
};

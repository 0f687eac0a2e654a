import { NextResponse, type NextRequest } from 'next/server';
import {
  detectLocale,
  getTenantRegistry,
  normalizeHost,
  tenantForHost,
  type Locale,
  type Tenant,
} from '@stadio/tenants';
import { LOCALE_COOKIE, REQUEST_HEADERS } from '@/lib/request-headers';
import { catalogueEdition } from '@/features/catalogue/catalogue-editions';
import { EDITION_PREFIX } from '@/features/catalogue/edition-segment';
import { catalogueSubject, pageKind } from '@/lib/page-routes';
import { isPlatformHost } from '@/lib/platform-hosts';
import { isSiteFile } from '@/lib/site-files';

const ONE_YEAR = 60 * 60 * 24 * 365;
/** Cache-Control of catalogue pages (ADR 0013). */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
/** The platform's own pages speak every language, English first. */
const PLATFORM_LOCALES = { locales: ['en', 'fr', 'es', 'nl', 'ru'] as Locale[] };

/**
 * Maps the Host header to a club and rewrites to its internal `/[tenant]/[locale]` segments, so one
 * build serves every club; catalogue pages also get the club's `[edition]`, which makes them
 * cacheable (ADR 0013). The tenant and locale travel to route handlers as request headers that this
 * proxy always overwrites (a browser cannot choose another club by sending them).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const host = request.headers.get('host');
  const headers = new Headers(request.headers);
  for (const name of Object.values(REQUEST_HEADERS)) headers.delete(name);

  const tenant = tenantForHost(host, getTenantRegistry());
  if (!tenant) return platformResponse(request, headers);

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
  const response = passThrough
    ? NextResponse.next({ request: { headers } })
    : await rewriteToPage(request, headers, tenant, locale);
  if (queryLocale === locale) {
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
  const notFound = () => rewrite(`/${tenant.slug}/${locale}/page-not-found`, 404);
  if (kind === 'shop') return rewrite(`/${tenant.slug}/${locale}${pathname}`);
  if (kind !== 'catalogue') return notFound();
  const edition = await catalogueEdition(tenant);
  // Without an edition (the API cannot say) the page renders under a key of its own and fails there.
  if (!edition) return rewrite(`/${tenant.slug}/${locale}/${EDITION_PREFIX}unknown${pathname}`);
  // Only the club's own events and packs get a cached page: made-up ids cannot fill the cache.
  const subject = catalogueSubject(pathname);
  if (subject && !(subject.kind === 'event' ? edition.eventIds : edition.packIds).has(subject.id))
    return notFound();
  const response = rewrite(`/${tenant.slug}/${locale}/${edition.segment}${pathname === '/' ? '' : pathname}`);
  // Next would send its ISR default (s-maxage of a year) for the public URL, which no edition is
  // part of: a CDN may keep a catalogue page a second, browsers revalidate (ETag).
  response.headers.set('cache-control', CATALOGUE_CACHE_CONTROL);
  return response;
}

/** Hosts that are not a club: the platform's own host lists the clubs, anything else is "no shop here". */
function platformResponse(request: NextRequest, headers: Headers) {
  const { pathname } = request.nextUrl;
  const host = normalizeHost(request.headers.get('host'));
  headers.set(REQUEST_HEADERS.host, host);
  headers.set(
    REQUEST_HEADERS.locale,
    detectLocale(PLATFORM_LOCALES, { acceptLanguage: request.headers.get('accept-language') }),
  );
  if (pathname.startsWith('/tenant-assets/')) return NextResponse.next({ request: { headers } });
  if (pathname.startsWith('/api/')) {
    return NextResponse.json({ error: `No shop is configured for the address "${host}".` }, { status: 404 });
  }
  const target = isPlatformHost(host) && pathname === '/' ? '/platform/directory' : '/platform/unknown-host';
  return NextResponse.rewrite(new URL(target, request.url), {
    request: { headers },
    status: target === '/platform/directory' ? 200 : 404,
  });
}

export const config = {
  // Everything but Next's own static files.
  matcher: ['/((?!_next/static|_next/image|_next/webpack-hmr).*)'],
};

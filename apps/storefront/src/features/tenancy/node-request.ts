import type http from 'node:http';
import { parse as parseCookie } from 'cookie';
import { detectLocale, getTenantRegistry, tenantForHost, type Locale, type Tenant } from '@stadio/tenants';
import { LOCALE_COOKIE } from '@/lib/request-headers';

/** A request read before Next and src/proxy.ts: its club and language as the proxy would find them. */
export interface NodeRequestClub {
  tenant: Tenant | undefined;
  /** The club's language for this request; English on a host without a club. */
  locale: Locale;
  url: URL;
  cookies: Partial<Record<string, string>>;
}

/** The club, language, address and cookies of a request that has not reached Next. */
export function nodeRequestClub(req: http.IncomingMessage): NodeRequestClub {
  const tenant = tenantForHost(req.headers.host, getTenantRegistry());
  const url = new URL(req.url ?? '/', 'http://stadio.invalid');
  const cookies = parseCookie(req.headers.cookie ?? '');
  const locale: Locale = tenant
    ? detectLocale(tenant, {
        query: url.searchParams.get('lng'),
        cookie: cookies[LOCALE_COOKIE],
        acceptLanguage: req.headers['accept-language'],
      })
    : 'en';
  return { tenant, locale, url, cookies };
}

import { parseHost } from '@stadio/tenants';
import { CLIENT_HTTPS_HEADER } from './request-headers';

/**
 * The shop's origin as the fan reached it ("https://billetterie.club.fr", "http://riviera.localhost:3000"):
 * the one place an origin is built from a request (docs/security.md#host-header). The host comes
 * from the Host header through parseHost, so a forged one ("harbour.localhost:99999") gives null
 * rather than an origin `new URL()` throws on; src/proxy.ts answers such requests 400 before any
 * page or route runs. The scheme is the request hook's verdict (the socket, or a trusted proxy,
 * ADR 0022), else X-Forwarded-Proto, else http for local hosts and https everywhere else.
 */
export function requestOrigin(headers: Pick<Headers, 'get'>): string | null {
  const parsed = parseHost(headers.get('host'));
  return parsed ? `${requestScheme(headers, parsed.name)}://${parsed.host}` : null;
}

function requestScheme(headers: Pick<Headers, 'get'>, name: string): 'http' | 'https' {
  const client = headers.get(CLIENT_HTTPS_HEADER);
  if (client === '1') return 'https';
  if (client === '0') return 'http';
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (forwarded === 'http' || forwarded === 'https') return forwarded;
  return /(^|\.)localhost$/.test(name) || name === '127.0.0.1' ? 'http' : 'https';
}

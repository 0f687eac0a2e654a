import { normalizeHost } from '@stadio/tenants';

/**
 * The public origin a club was reached on ("https://billetterie.club.fr"): the Host header (the
 * proxy has already matched it to the club's domains) and the scheme the load balancer saw
 * (x-forwarded-proto), else http for local hosts and https everywhere else.
 */
export function siteOrigin(headers: Headers): string {
  const host = headers.get('host')?.trim() ?? '';
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const local = /(^|\.)localhost$/.test(normalizeHost(host)) || normalizeHost(host) === '127.0.0.1';
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : local ? 'http' : 'https';
  return `${scheme}://${host}`;
}

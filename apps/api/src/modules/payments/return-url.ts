import type { Tenant } from '@stadio/tenants';

/**
 * The return URL if it is an http(s) address on one of the club's own domains (any port, so dev
 * servers on :3000 work), else null: the provider must never send a fan to someone else's site
 * (an open redirect a phishing link could use).
 */
export function clubReturnUrl(tenant: Tenant, candidate: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return tenant.domains.includes(url.hostname.toLowerCase()) ? url : null;
}

import type { IncomingHttpHeaders } from 'node:http';
import type { Tenant } from '@stadio/tenants';
import { secretMatches } from '../../http/secret-matches';

/** Outcome of checking a request's storefront headers. */
export type StorefrontAuth =
  { ok: true; tenant: Tenant } | { ok: false; status: 400 | 401 | 404; error: string };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Resolves the tenant of a request. `x-tenant-slug` is only believed together with a correct
 * `x-storefront-secret`: the storefront maps host names to tenants, and without the secret anyone
 * reaching the API could read any club's data by naming it. The secret is checked first so an
 * unauthenticated caller cannot learn which slugs exist.
 */
export function authenticateStorefront(
  headers: IncomingHttpHeaders,
  options: { storefrontSecret: string; findTenant: (slug: string) => Tenant | undefined },
): StorefrontAuth {
  if (!secretMatches(single(headers['x-storefront-secret']), options.storefrontSecret)) {
    return { ok: false, status: 401, error: 'missing or invalid x-storefront-secret header' };
  }
  const slug = single(headers['x-tenant-slug'])?.trim();
  if (!slug) return { ok: false, status: 400, error: 'missing x-tenant-slug header' };
  const tenant = options.findTenant(slug);
  if (!tenant) return { ok: false, status: 404, error: 'unknown tenant' };
  return { ok: true, tenant };
}

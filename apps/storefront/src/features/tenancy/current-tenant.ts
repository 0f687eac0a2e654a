import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTenantRegistry, type Tenant } from '@stadio/tenants';
import { REQUEST_HEADERS } from '@/lib/request-headers';

/** The club of a page, from the internal `[tenant]` segment the proxy rewrote to. */
export function tenantFromParam(slug: string): Tenant {
  const tenant = getTenantRegistry().bySlug.get(slug);
  if (!tenant) notFound();
  return tenant;
}

/** The club of a route handler, from the header only the proxy sets; undefined on a host with no club. */
export async function tenantFromRequest(): Promise<Tenant | undefined> {
  const slug = (await headers()).get(REQUEST_HEADERS.tenant);
  return slug ? getTenantRegistry().bySlug.get(slug) : undefined;
}

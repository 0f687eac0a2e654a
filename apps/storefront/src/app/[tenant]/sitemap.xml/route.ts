import { headers } from 'next/headers';
import { getTenantRegistry } from '@stadio/tenants';
import { loadHomeCatalogue } from '@/features/catalogue/load-home-catalogue';
import { logger } from '@/lib/logger';
import { requestOrigin } from '@/lib/request-origin';
import { sitemapEntries } from '@/features/seo/sitemap-entries';
import { sitemapXml } from '@/features/seo/sitemap-xml';

/** `/sitemap.xml` of the club on this host (the proxy rewrites it here), read from the catalogue API. */
export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const tenant = getTenantRegistry().bySlug.get((await params).tenant);
  if (!tenant) return new Response('Not found', { status: 404 });
  // The proxy refuses a Host that is not a host before this runs (docs/security.md#host-header).
  const origin = requestOrigin(await headers());
  if (!origin) return new Response('Bad Request', { status: 400 });
  let catalogue: Awaited<ReturnType<typeof loadHomeCatalogue>> = { events: [], packs: [] };
  try {
    catalogue = await loadHomeCatalogue(tenant.slug);
  } catch (error) {
    // A sitemap with the home page beats an error page for a crawler; the failure is logged.
    logger.error({ err: error, tenant: tenant.slug }, 'sitemap: catalogue unavailable');
  }
  const body = sitemapXml(
    origin,
    sitemapEntries(catalogue, tenant.subscriptionsSection.enabled),
    tenant.locales,
  );
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}

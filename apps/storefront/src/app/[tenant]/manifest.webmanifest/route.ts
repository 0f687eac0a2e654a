import { getTenantRegistry } from '@stadio/tenants';
import { webManifest } from '@/features/seo/web-manifest';

/** `/manifest.webmanifest` of the club on this host (the proxy rewrites it here). */
export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const tenant = getTenantRegistry().bySlug.get((await params).tenant);
  if (!tenant) return new Response('Not found', { status: 404 });
  return new Response(JSON.stringify(webManifest(tenant)), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' },
  });
}

import { headers } from 'next/headers';
import { getTenantRegistry } from '@stadio/tenants';
import { robotsTxt } from '@/features/seo/robots-txt';
import { siteOrigin } from '@/features/seo/site-origin';

/** `/robots.txt` of the club on this host (the proxy rewrites it here). */
export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  if (!getTenantRegistry().bySlug.has((await params).tenant))
    return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(siteOrigin(await headers())), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

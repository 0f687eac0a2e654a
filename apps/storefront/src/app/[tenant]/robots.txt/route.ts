import { headers } from 'next/headers';
import { getTenantRegistry } from '@stadio/tenants';
import { robotsTxt } from '@/features/seo/robots-txt';
import { requestOrigin } from '@/lib/request-origin';

/** `/robots.txt` of the club on this host (the proxy rewrites it here). */
export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  if (!getTenantRegistry().bySlug.has((await params).tenant))
    return new Response('Not found', { status: 404 });
  // The proxy refuses a Host that is not a host before this runs (docs/security.md#host-header).
  const origin = requestOrigin(await headers());
  if (!origin) return new Response('Bad Request', { status: 400 });
  return new Response(robotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

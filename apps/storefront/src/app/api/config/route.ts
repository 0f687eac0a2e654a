import { getLocale } from 'next-intl/server';
import { localize } from '@stadio/tenants';
import { assetUrl } from '@/features/tenancy/asset-url';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse } from '@/lib/read-json-body';

/** The club's banners and documents (PMR, GTC), texts in the visitor's language. */
export async function GET() {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop is configured for this address.');
  const locale = await getLocale();
  return Response.json({
    banners: tenant.banners.map((b) => ({
      src: assetUrl(b.src),
      title: localize(b.title, locale, tenant.locales[0]),
      href: b.href ?? null,
    })),
    documents: tenant.documents.map((d) => ({ title: d.title, href: assetUrl(d.href) })),
  });
}

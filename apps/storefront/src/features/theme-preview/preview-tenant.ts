import { localize, resolveThemeColors, type Locale, type Tenant } from '@stadio/tenants/client';
import { toPublicTenant } from '@/features/tenancy/public-tenant';

/** A club as the theme preview needs it: its public configuration plus the raw branding to edit and export. */
export function toPreviewTenant(tenant: Tenant, locale: Locale) {
  const fallback = tenant.locales[0];
  return {
    publicTenant: toPublicTenant(tenant, locale),
    slug: tenant.slug,
    branding: { ...tenant.branding, colors: resolveThemeColors(tenant) },
    homeTitle: localize(tenant.home.title, locale, fallback),
    homeDescription: localize(tenant.home.description, locale, fallback),
  };
}
export type PreviewTenant = ReturnType<typeof toPreviewTenant>;

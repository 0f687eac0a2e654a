import { localize, resolveThemeColors, type Locale, type Tenant } from '@stadio/tenants/client';
import { assetUrl } from './asset-url';
import { clubZoneOffsets } from './club-zone-offsets';

/** The part of a tenant's configuration the browser may see, with texts in the current language. */
export function toPublicTenant(tenant: Tenant, locale: Locale) {
  const fallback = tenant.locales[0];
  return {
    slug: tenant.slug,
    clientShortName: tenant.clientShortName,
    clientLongName: tenant.clientLongName,
    sport: tenant.sport,
    timeZone: tenant.timeZone,
    /** So the browser writes the club's dates without Intl (see `ZoneOffsets`). */
    zoneOffsets: clubZoneOffsets(tenant.timeZone),
    locales: tenant.locales,
    logoUrl: assetUrl(tenant.branding.logo),
    theme: tenant.branding.theme,
    colors: resolveThemeColors(tenant),
    subscriptionsEnabled: tenant.subscriptionsSection.enabled,
    seatmapAccessibleWhenLoggedOut: tenant.seatmapAccessibleWhenLoggedOut,
    websiteMaxTicketsInCart: tenant.websiteMaxTicketsInCart,
    /** Resale policy, price bounds and limit (docs/adr/0021): the orders and resale pages explain them. */
    resale: tenant.resale,
    /** ISO 4217 code every amount of the club is written in (docs/product.md#money-and-dates). */
    currency: tenant.currency,
    footers: tenant.footers.map((f) => ({
      kind: f.kind,
      href: assetUrl(f.href),
      title: localize(f.title, locale, fallback),
    })),
    socials: tenant.socials,
    documents: tenant.documents.map((d) => ({ title: d.title, href: assetUrl(d.href) })),
  };
}
export type PublicTenant = ReturnType<typeof toPublicTenant>;

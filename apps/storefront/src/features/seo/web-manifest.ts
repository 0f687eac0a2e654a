import { resolveThemeColors, type Tenant } from '@stadio/tenants/client';
import { assetUrl } from '@/features/tenancy/asset-url';

const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

const icon = (file: string) => ({
  src: assetUrl(file),
  // Vector icons scale to any size; bitmaps are declared as "any" too, browsers pick the best fit.
  sizes: 'any',
  type: IMAGE_TYPES[file.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png',
  purpose: 'any',
});

/** The web app manifest of a club: its names, colours and icons (favicon and logo). */
export function webManifest(tenant: Tenant) {
  const colors = resolveThemeColors(tenant);
  return {
    name: tenant.clientLongName,
    short_name: tenant.clientShortName,
    lang: tenant.locales[0],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: colors.background,
    icons: [icon(tenant.branding.favicon), icon(tenant.branding.logo)],
  };
}

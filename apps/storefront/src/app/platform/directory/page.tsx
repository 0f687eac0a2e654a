import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { LANGUAGE_NAMES } from '@stadio/i18n';
import { getTenantRegistry, parseHost, type Tenant } from '@stadio/tenants';
import { ClubDirectory } from '@/features/platform/club-directory';
import { assetUrl } from '@/features/tenancy/asset-url';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('directory');
  return { title: t('title') };
}

/** Where a club is reached from this platform host: its `.localhost` name in development, else its first domain. */
function clubUrl(tenant: Tenant, platformHost: string, protocol: string): string {
  const port = parseHost(platformHost)?.port;
  const local = tenant.domains.find((d) => d.endsWith('.localhost'));
  const domain =
    platformHost.startsWith('localhost') || platformHost.startsWith('127.') ? local : tenant.domains[0];
  return `${protocol}://${domain ?? tenant.domains[0]}${port ? `:${port}` : ''}`;
}

/** Plain `localhost`: a small directory of the demo clubs. */
export default async function Directory() {
  const requestHeaders = await headers();
  const host = requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') ?? 'http';
  const clubs = getTenantRegistry().tenants.map((tenant) => ({
    slug: tenant.slug,
    name: tenant.clientLongName,
    sport: tenant.sport,
    country: tenant.country,
    languages: tenant.locales.map((l) => LANGUAGE_NAMES[l]).join(', '),
    color: tenant.branding.colors.primary,
    logoUrl: assetUrl(tenant.branding.logo),
    url: clubUrl(tenant, host, protocol),
  }));
  return <ClubDirectory clubs={clubs} />;
}

import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { localize } from '@stadio/tenants';
import { brandStyle } from '@stadio/ui/brand';
import { Footer } from '@/features/layout/footer';
import { MainContent } from '@/features/layout/main-content';
import { Navbar, NavbarPlaceholder } from '@/features/layout/navbar';
import { Providers } from '@/features/layout/providers';
import { SkipLink } from '@/features/layout/skip-link';
import { RouteProgress } from '@/features/navigation/route-progress';
import { shareMetadata } from '@/features/seo/share-metadata';
import { siteOrigin } from '@/features/seo/site-origin';
import { getSessionCustomer } from '@/features/session/session';
import { assetUrl } from '@/features/tenancy/asset-url';
import { tenantFromParam } from '@/features/tenancy/current-tenant';
import { toPublicTenant } from '@/features/tenancy/public-tenant';

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const locale = await getLocale();
  const title = localize(tenant.home.title, locale, tenant.locales[0]);
  const description = localize(tenant.home.description, locale, tenant.locales[0]);
  return {
    // Share images and URLs must be absolute; they are on the host the page was asked on.
    metadataBase: new URL(siteOrigin(await headers())),
    title: { default: title, template: `%s · ${tenant.clientShortName}` },
    description,
    applicationName: tenant.clientLongName,
    icons: { icon: [{ url: assetUrl(tenant.branding.favicon), type: 'image/svg+xml' }] },
    manifest: '/manifest.webmanifest',
    ...shareMetadata(tenant, { title, description, path: '/', locale }),
  };
}

export async function generateViewport({ params }: Omit<Props, 'children'>): Promise<Viewport> {
  const tenant = tenantFromParam((await params).tenant);
  return { themeColor: tenant.branding.colors.primary, colorScheme: tenant.branding.theme };
}

/** Every club page: the club's colours on <html>, navbar, content, footer. */
export default async function TenantLayout({ children, params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const locale = await getLocale();
  const t = await getTranslations('common');
  const publicTenant = toPublicTenant(tenant, locale);
  const customer = await getSessionCustomer(tenant.slug);
  const year = Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: tenant.timeZone }).format(new Date()),
  );

  return (
    <html
      lang={locale}
      className={tenant.branding.theme === 'dark' ? 'dark' : undefined}
      style={{ ...brandStyle(publicTenant.colors), colorScheme: tenant.branding.theme }}
      data-tenant={tenant.slug}
      suppressHydrationWarning
    >
      <body>
        <NextIntlClientProvider>
          <Providers tenant={publicTenant}>
            <Suspense fallback={null}>
              <RouteProgress />
            </Suspense>
            <SkipLink label={t('skipToContent')} />
            <Suspense fallback={<NavbarPlaceholder />}>
              <Navbar customer={customer ? { firstName: customer.firstName } : null} />
            </Suspense>
            <MainContent>{children}</MainContent>
            <Footer tenant={publicTenant} year={year} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

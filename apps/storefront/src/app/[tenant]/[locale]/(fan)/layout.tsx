import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localize } from '@stadio/tenants';
import { brandStyle } from '@stadio/ui/brand';
import '@stadio/ui/global.css';
import { headingFontStyle } from '@/features/fonts/heading-fonts';
import { Footer } from '@/features/layout/footer';
import { MainContent } from '@/features/layout/main-content';
import { Navbar } from '@/features/layout/navbar';
import { Providers } from '@/features/layout/providers';
import { SkipLink } from '@/features/layout/skip-link';
import { RouteProgress } from '@/features/navigation/route-progress';
import { canonicalOrigin } from '@/features/seo/canonical-origin';
import { shareMetadata } from '@/features/seo/share-metadata';
import { assetUrl } from '@/features/tenancy/asset-url';
import { toPublicTenant } from '@/features/tenancy/public-tenant';
import { setRequestContext } from '@/features/tenancy/request-context';
import { clubYear } from '@/features/tenancy/club-year';
import { LAYOUT_NAMESPACES, pickMessages } from '@/i18n/pick-messages';

type Props = { children: ReactNode; params: Promise<{ tenant: string; locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { tenant, locale } = await setRequestContext(params);
  const title = localize(tenant.home.title, locale, tenant.locales[0]);
  const description = localize(tenant.home.description, locale, tenant.locales[0]);
  return {
    // Share images and URLs must be absolute: on the club's canonical origin, so a cached page
    // does not depend on the host it was first asked on (ADR 0013).
    metadataBase: new URL(canonicalOrigin(tenant)),
    title: { default: title, template: `%s · ${tenant.clientShortName}` },
    description,
    applicationName: tenant.clientLongName,
    icons: { icon: [{ url: assetUrl(tenant.branding.favicon), type: 'image/svg+xml' }] },
    manifest: '/manifest.webmanifest',
    ...shareMetadata(tenant, { title, description, path: '/', locale }),
  };
}

export async function generateViewport({ params }: Omit<Props, 'children'>): Promise<Viewport> {
  const { tenant } = await setRequestContext(params);
  return { themeColor: tenant.branding.colors.primary, colorScheme: tenant.branding.theme };
}

/**
 * Every club page: the club's colours on <html>, navbar, content, footer. Reads no cookie and no
 * header, so catalogue pages below it can be rendered once and cached (ADR 0013); what is personal
 * (the fan's name, the cart) is drawn in the browser. Server components without Chakra, with small
 * client islands; the browser gets only the messages those islands use (ADR 0017).
 */
export default async function TenantLayout({ children, params }: Props) {
  const { tenant, locale } = await setRequestContext(params);
  const t = await getTranslations('common');
  const messages = pickMessages(await getMessages(), LAYOUT_NAMESPACES);
  const publicTenant = toPublicTenant(tenant, locale);

  return (
    <html
      lang={locale}
      className={tenant.branding.theme === 'dark' ? 'dark' : undefined}
      style={{
        ...brandStyle(publicTenant.colors),
        ...headingFontStyle(tenant.branding.headingFont),
        colorScheme: tenant.branding.theme,
      }}
      data-tenant={tenant.slug}
      suppressHydrationWarning
    >
      <body>
        <NextIntlClientProvider messages={messages}>
          <Providers tenant={publicTenant}>
            <RouteProgress />
            <SkipLink label={t('skipToContent')} />
            <Navbar tenant={publicTenant} />
            <MainContent>{children}</MainContent>
            <Footer tenant={publicTenant} year={clubYear(tenant)} />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

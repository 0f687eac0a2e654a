import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brandStyle } from '@stadio/ui/brand';
import '@stadio/ui/global.css';
import { SkipLink } from '@/features/layout/skip-link';
import { Providers } from '@/features/layout/providers';
import { ChakraRoot } from '@/features/primitives/chakra-root';
import { assetUrl } from '@/features/tenancy/asset-url';
import { toPublicTenant } from '@/features/tenancy/public-tenant';
import { setRequestContext } from '@/features/tenancy/request-context';

type Props = { children: ReactNode; params: Promise<{ tenant: string; locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { tenant } = await setRequestContext(params);
  return {
    title: { default: tenant.clientShortName, template: `%s · ${tenant.clientShortName}` },
    icons: { icon: [{ url: assetUrl(tenant.branding.favicon), type: 'image/svg+xml' }] },
    robots: { index: false, follow: false },
  };
}

export async function generateViewport({ params }: Omit<Props, 'children'>): Promise<Viewport> {
  const { tenant } = await setRequestContext(params);
  return { themeColor: tenant.branding.colors.primary, colorScheme: tenant.branding.theme };
}

/**
 * The back office's own root layout (ADR 0046): the club's colours, Chakra and every message, but
 * none of the fans' chrome (navbar, cart, footer). Each page draws the staff shell itself, since it
 * knows who is signed in. A navigation between the shop and the back office is a full page load.
 */
export default async function BackOfficeLayout({ children, params }: Props) {
  // Never prerendered or cached: each answer carries its own CSP nonce (ADR 0022).
  await connection();
  const { tenant, locale } = await setRequestContext(params);
  const t = await getTranslations('common');
  const publicTenant = toPublicTenant(tenant, locale);
  return (
    <html
      lang={locale}
      className={tenant.branding.theme === 'dark' ? 'dark' : undefined}
      style={{ ...brandStyle(publicTenant.colors), colorScheme: tenant.branding.theme }}
      data-tenant={tenant.slug}
      data-back-office
      suppressHydrationWarning
    >
      <body>
        <NextIntlClientProvider>
          <Providers tenant={publicTenant}>
            <ChakraRoot>
              <SkipLink label={t('skipToContent')} />
              {children}
            </ChakraRoot>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

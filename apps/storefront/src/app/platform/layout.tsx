import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { brandStyle } from '@stadio/ui/brand';
import '@stadio/ui/global.css';
import { ChakraRoot } from '@/features/primitives/chakra-root';

/** Neutral platform colours for pages that belong to no club. */
const PLATFORM_COLORS = {
  primary: '#1f2937',
  onPrimary: '#ffffff',
  secondary: '#111827',
  onSecondary: '#f9fafb',
  background: '#f8fafc',
  text: '#111827',
};

/** Pages served on hosts that are not a club: the demo directory and "no shop at this address". */
export default async function PlatformLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} style={brandStyle(PLATFORM_COLORS)} suppressHydrationWarning>
      <body>
        <NextIntlClientProvider>
          <ChakraRoot>
            <main id="main">{children}</main>
          </ChakraRoot>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

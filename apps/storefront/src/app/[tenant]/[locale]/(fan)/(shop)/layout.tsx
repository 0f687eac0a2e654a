import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ChakraRoot } from '@/features/primitives/chakra-root';

/**
 * The pages rendered per request (login, account, checkout, orders, theme preview…): Chakra client
 * components throughout, so they get Chakra's provider and every message. The catalogue pages and
 * the layout around them do without both (ADR 0017).
 */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  // Never prerendered or cached: each answer carries its own CSP nonce (ADR 0022).
  await connection();
  return (
    <NextIntlClientProvider>
      <ChakraRoot>{children}</ChakraRoot>
    </NextIntlClientProvider>
  );
}

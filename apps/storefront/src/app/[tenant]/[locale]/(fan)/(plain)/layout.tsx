import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { pickMessages, PLAIN_NAMESPACES } from '@/i18n/pick-messages';

/**
 * Pages rendered per request, like the (shop) ones, whose browser code has no Chakra: plain HTML
 * and CSS modules with small client parts (ADR 0017). The order summary is here: a fan on a
 * phone opens it at every purchase, and Chakra's first load and styling at run time made it the
 * slowest page of the shop. The browser gets only the messages these pages translate.
 */
export default async function PlainLayout({ children }: { children: ReactNode }) {
  // Never prerendered or cached: each answer carries its own CSP nonce (ADR 0022).
  await connection();
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), PLAIN_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}

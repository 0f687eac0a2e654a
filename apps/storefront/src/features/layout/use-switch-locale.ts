'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import type { Locale } from '@stadio/tenants/client';
import { LOCALE_COOKIE } from '@/lib/request-headers';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Switches language: the `lng` cookie remembers the choice across pages, and a `lng` query
 * parameter (which would win over the cookie) is dropped from the address. The address is read
 * when the fan switches, not while rendering: a page served from the cache cannot read its query
 * on the server (ADR 0013). An address with `lng` (every e-mailed link has one) is left with a
 * full navigation to the address without it: refreshing the router would also ask the old
 * address again, whose answer sets the cookie back to the old language.
 */
export function useSwitchLocale() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const switchLocale = (locale: Locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    const url = new URL(window.location.href);
    if (url.searchParams.has(LOCALE_COOKIE)) {
      url.searchParams.delete(LOCALE_COOKIE);
      window.location.replace(`${url.pathname}${url.search}${url.hash}`);
      return;
    }
    startTransition(() => router.refresh());
  };
  return { switchLocale, pending };
}

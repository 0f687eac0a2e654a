'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import type { Locale } from '@stadio/tenants/client';
import { LOCALE_COOKIE } from '@/lib/request-headers';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Switches language: the `lng` cookie remembers the choice across pages, and a `lng` query
 * parameter (which would win over the cookie) is dropped from the address.
 */
export function useSwitchLocale() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const switchLocale = (locale: Locale) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
    const params = new URLSearchParams(searchParams.toString());
    const hadQuery = params.has(LOCALE_COOKIE);
    params.delete(LOCALE_COOKIE);
    startTransition(() => {
      if (hadQuery) router.replace(params.size ? `${pathname}?${params}` : pathname);
      router.refresh();
    });
  };
  return { switchLocale, pending };
}

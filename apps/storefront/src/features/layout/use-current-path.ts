'use client';

import { usePathname, useSearchParams } from 'next/navigation';

/** Path and query of the page as the browser shows it, for "come back here after login" links. */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Login URL that brings the fan back to `returnTo` afterwards. */
export function loginUrl(returnTo: string): string {
  return `/login?redirectUrl=${encodeURIComponent(returnTo)}`;
}

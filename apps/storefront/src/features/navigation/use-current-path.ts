'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
const serverSearch = () => '';

/**
 * Path and query of the page as the browser shows it, for "come back here after login" links.
 * The query is read from the address once in the browser rather than with `useSearchParams`, which
 * would keep a cached page's client components out of its HTML (ADR 0013); a navigation renders
 * the hook again, which reads it again.
 */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  return `${pathname}${search}`;
}

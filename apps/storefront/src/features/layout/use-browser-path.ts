'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const browserPath = () => `${window.location.pathname}${window.location.search}`;
const serverPath = () => null;

/**
 * Path and query of the page as the browser shows it, or null while hydrating. Unlike
 * `useCurrentPath` it does not read the search params while rendering, which a page served from
 * the shared cache cannot do without a Suspense boundary (ADR 0013); links that need the current
 * address (log in and come back) fill it in once in the browser.
 */
export function useBrowserPath(): string | null {
  // A navigation renders this hook again; React reads the address again after the commit.
  usePathname();
  return useSyncExternalStore(subscribe, browserPath, serverPath);
}

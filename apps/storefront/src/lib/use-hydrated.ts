'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server HTML, true afterwards. Components showing browser-only
 * state (the stored cart) render the server's version until then: React 19 hydrates parts of the
 * page separately, so another part may already have loaded the cart when this one hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

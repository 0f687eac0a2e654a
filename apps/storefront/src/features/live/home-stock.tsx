'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

// Loaded once hydrated, with urql: the home page's first load carries neither (ADR 0017).
const LiveHomeStock = lazy(() => import('./live-home-stock'));

const SoldOutContext = createContext<ReadonlyMap<string, boolean> | undefined>(undefined);

const sameStates = (a: ReadonlyMap<string, boolean>, b: ReadonlyMap<string, boolean>) =>
  a.size === b.size && [...a].every(([id, soldOut]) => b.get(id) === soldOut);

/**
 * Live sold-out state of the matches listed inside (ADR 0013): the home page is cached per
 * edition, a derby sells out within it. The cards stay server HTML; only their state reads this.
 */
export function HomeStockProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [soldOut, setSoldOut] = useState<ReadonlyMap<string, boolean> | undefined>(undefined);
  // An answer that says the same keeps the same map: the cards do not render again.
  const onSoldOut = useCallback(
    (next: ReadonlyMap<string, boolean>) =>
      setSoldOut((previous) => (previous && sameStates(previous, next) ? previous : next)),
    [],
  );
  return (
    <SoldOutContext.Provider value={soldOut}>
      {children}
      {hydrated ? (
        <Suspense fallback={null}>
          <LiveHomeStock onSoldOut={onSoldOut} />
        </Suspense>
      ) : null}
    </SoldOutContext.Provider>
  );
}

/** Whether a match is sold out now; undefined until known (or outside the provider). */
export function useLiveSoldOut(eventId: string): boolean | undefined {
  return useContext(SoldOutContext)?.get(eventId);
}

'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { HomeAvailabilityQuery } from './live-operations';
import { LiveProvider, useLiveQuery } from './use-live-query';

/** How often the home page asks which matches sold out (or got seats back) since it was cached. */
const HOME_REFRESH_MS = 30_000;

const SoldOutContext = createContext<ReadonlyMap<string, boolean> | undefined>(undefined);

function HomeStock({ children }: { children: ReactNode }) {
  const data = useLiveQuery(HomeAvailabilityQuery, {}, { intervalMs: HOME_REFRESH_MS });
  const soldOut = useMemo(
    () => (data ? new Map(data.events.map((event) => [event.id, event.isSoldOut])) : undefined),
    [data],
  );
  return <SoldOutContext.Provider value={soldOut}>{children}</SoldOutContext.Provider>;
}

/**
 * Live sold-out state of the matches listed inside (ADR 0013): the home page is cached per
 * edition, a derby sells out within it. The cards stay server HTML; only their state reads this.
 */
export function HomeStockProvider({ children }: { children: ReactNode }) {
  return (
    <LiveProvider>
      <HomeStock>{children}</HomeStock>
    </LiveProvider>
  );
}

/** Whether a match is sold out now; undefined until known (or outside the provider). */
export function useLiveSoldOut(eventId: string): boolean | undefined {
  return useContext(SoldOutContext)?.get(eventId);
}

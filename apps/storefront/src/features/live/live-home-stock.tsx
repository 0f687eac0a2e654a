'use client';

import { useEffect } from 'react';
import { HomeAvailabilityQuery } from './live-operations';
import { LiveProvider, useLiveQuery } from './use-live-query';

/** How often the home page asks which matches sold out (or got seats back) since it was cached. */
const HOME_REFRESH_MS = 30_000;

export interface LiveHomeStockProps {
  /** Told each answer: whether each listed match is sold out now. */
  onSoldOut: (soldOut: ReadonlyMap<string, boolean>) => void;
}

/**
 * The home page's live sold-out states, asked once the page is in the browser and then every 30 s
 * while it is visible. Renders nothing: the home page loads it after hydration (with urql), so the
 * page's first load carries neither, as the match page does with its stock.
 */
export default function LiveHomeStock(props: LiveHomeStockProps) {
  return (
    <LiveProvider>
      <Stock {...props} />
    </LiveProvider>
  );
}

function Stock({ onSoldOut }: LiveHomeStockProps) {
  const data = useLiveQuery(HomeAvailabilityQuery, {}, { intervalMs: HOME_REFRESH_MS });
  useEffect(() => {
    if (data) onSoldOut(new Map(data.events.map((event) => [event.id, event.isSoldOut])));
  }, [data, onSoldOut]);
  return null;
}

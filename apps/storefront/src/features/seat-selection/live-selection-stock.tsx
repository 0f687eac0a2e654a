'use client';

import { useEffect } from 'react';
import type { SelectionSubject } from './selection-data';
import type { AvailabilityLine } from './live-availability';
import { EventOffersLightQuery, PackOffersLightQuery } from '@/features/live/live-operations';
import { LiveProvider, useLiveQuery } from '@/features/live/use-live-query';

/** How often an open selection asks for the stock again: the map's colours and the sold-out state. */
const SELECTION_REFRESH_MS = 5_000;

export interface LiveSelectionStockProps {
  subject: SelectionSubject;
  /** Told each answer of the light offers query (ADR 0013); the page keeps it if it changed. */
  onLines: (lines: readonly AvailabilityLine[]) => void;
}

/**
 * The stock of an event's or pack's offers, asked once the page is in the browser and then every
 * few seconds while it is visible. Renders nothing: the selection page loads it after hydration
 * (with urql), so the page's first load carries neither.
 */
export default function LiveSelectionStock(props: LiveSelectionStockProps) {
  return (
    <LiveProvider>
      <Stock {...props} />
    </LiveProvider>
  );
}

function Stock({ subject, onLines }: LiveSelectionStockProps) {
  const event = useLiveQuery(
    EventOffersLightQuery,
    { eventId: subject.id },
    { intervalMs: SELECTION_REFRESH_MS, pause: subject.kind !== 'event' },
  );
  const pack = useLiveQuery(
    PackOffersLightQuery,
    { campaignPackId: subject.id },
    { intervalMs: SELECTION_REFRESH_MS, pause: subject.kind !== 'pack' },
  );
  const lines = event?.cacheIndividualEventOffersLight ?? pack?.cacheCampaignPackOffersLight;
  useEffect(() => {
    if (lines) onLines(lines);
  }, [lines, onLines]);
  return null;
}

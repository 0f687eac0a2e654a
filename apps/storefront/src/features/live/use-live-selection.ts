'use client';

import { useMemo } from 'react';
import type { SelectionData } from '@/features/seat-selection/selection-data';
import { withLiveAvailability } from './live-availability';
import { EventOffersLightQuery, PackOffersLightQuery } from './live-operations';
import { useLiveQuery } from './use-live-query';

/** How often an open selection asks for the stock again: the map's colours and the sold-out state. */
const SELECTION_REFRESH_MS = 5_000;

/**
 * The selection's data with live stock (ADR 0013), and whether everything is gone. Until the first
 * answer, the page's own (cached) figures and `soldOut` undefined. `pause` when the sale is not open to this visitor.
 */
export function useLiveSelection(
  data: SelectionData,
  pause: boolean,
): { data: SelectionData; soldOut: boolean | undefined } {
  const { subject } = data;
  const event = useLiveQuery(
    EventOffersLightQuery,
    { eventId: subject.id },
    { intervalMs: SELECTION_REFRESH_MS, pause: pause || subject.kind !== 'event' },
  );
  const pack = useLiveQuery(
    PackOffersLightQuery,
    { campaignPackId: subject.id },
    { intervalMs: SELECTION_REFRESH_MS, pause: pause || subject.kind !== 'pack' },
  );
  const lines = event?.cacheIndividualEventOffersLight ?? pack?.cacheCampaignPackOffersLight;
  return useMemo(
    () => (lines ? withLiveAvailability(data, lines) : { data, soldOut: undefined }),
    [data, lines],
  );
}

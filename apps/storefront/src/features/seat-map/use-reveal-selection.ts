'use client';

import { useEffect, useRef } from 'react';
import type { SeatLayout } from './seat-layout';
import type { MapZoom } from './use-map-zoom';

/** Zoom at which the ticket numbers of chosen seats are comfortably readable. */
const READABLE_SEAT_GAP_PX = 24;

/**
 * Brings seats chosen from outside the map (best available, the ticket panel) into view; several
 * chosen at once (best available) are also zoomed to until their ticket numbers can be read. A
 * seat chosen on the map is already in view, so nothing moves under the buyer's finger.
 */
export function useRevealSelection(
  selectedSeatIds: readonly string[],
  layout: SeatLayout,
  zoom: Pick<MapZoom, 'reveal' | 'focus'>,
) {
  const { reveal, focus } = zoom;
  const shown = useRef(selectedSeatIds);
  useEffect(() => {
    const added = selectedSeatIds.flatMap((id) => {
      const seat = shown.current.includes(id) ? undefined : layout.byId.get(id);
      return seat ? [seat] : [];
    });
    shown.current = selectedSeatIds;
    if (added.length === 0) return;
    const xs = added.map((seat) => seat.x);
    const ys = added.map((seat) => seat.y);
    const x = (Math.min(...xs) + Math.max(...xs)) / 2;
    const y = (Math.min(...ys) + Math.max(...ys)) / 2;
    if (added.length > 1) focus(x, y, READABLE_SEAT_GAP_PX / layout.spacing);
    else reveal(x, y, 64);
  }, [selectedSeatIds, layout, reveal, focus]);
}

'use client';

import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { seatCellId } from './seat-grid';
import { seatAfterKey, type SeatLayout } from './seat-layout';
import type { MapZoom } from './use-map-zoom';

const NAV_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

interface SeatFocusOptions {
  layout: SeatLayout;
  gridId: string;
  selectedSeatIds: readonly string[];
  heldSeatIds: ReadonlySet<string>;
  /** Enter and Space on the active seat. */
  onActivate: (seatId: string) => void;
  zoom: Pick<MapZoom, 'reveal' | 'handleKey'>;
  autoFocus: boolean;
}

/**
 * Keyboard focus in a block's hidden seat grid: the active seat (the grid's one tab stop: the
 * last focused, else the first chosen, else the first free seat), arrow and page keys moving it,
 * Enter or Space choosing it, zoom keys, and the rows the grid must render (around the active
 * seat and those of the buyer's seats). A seat in a row not rendered yet gets focus once its row is.
 */
export function useSeatFocus({
  layout,
  gridId,
  selectedSeatIds,
  heldSeatIds,
  onActivate,
  zoom,
  autoFocus,
}: SeatFocusOptions) {
  const { reveal, handleKey } = zoom;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [gridFocused, setGridFocused] = useState(false);
  const firstSeat = useMemo(() => {
    for (const row of layout.rows) for (const seat of row.seats) if (seat.available) return seat.id;
    return layout.rows[0]?.seats[0]?.id ?? null;
  }, [layout]);
  const active =
    (activeId && layout.byId.has(activeId) ? activeId : undefined) ??
    selectedSeatIds.find((id) => layout.byId.has(id)) ??
    firstSeat;

  const keepRows = useMemo(() => {
    const rows = new Set<number>();
    for (const id of [...selectedSeatIds, ...heldSeatIds]) {
      const at = layout.position.get(id);
      if (at) rows.add(at.row);
    }
    return rows;
  }, [selectedSeatIds, heldSeatIds, layout]);

  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const cell = pendingFocus.current && document.getElementById(seatCellId(gridId, pendingFocus.current));
    if (!cell) return;
    pendingFocus.current = null;
    cell.focus();
  });

  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!autoFocus || focusedOnce.current || !active) return;
    focusedOnce.current = true;
    document.getElementById(seatCellId(gridId, active))?.focus();
  }, [autoFocus, active, gridId]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (handleKey(event)) return event.preventDefault();
      if (!active) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate(active);
      } else if (NAV_KEYS.has(event.key)) {
        event.preventDefault();
        const next = seatAfterKey(layout, active, event.key, event.ctrlKey || event.metaKey);
        if (next) {
          pendingFocus.current = next.id;
          setActiveId(next.id);
        }
      }
    },
    [handleKey, active, onActivate, layout],
  );

  const onFocusSeat = useCallback(
    (seatId: string) => {
      const seat = layout.byId.get(seatId);
      setActiveId(seatId);
      setGridFocused(true);
      if (seat) reveal(seat.x, seat.y, 48);
    },
    [layout, reveal],
  );
  const onLeave = useCallback(() => setGridFocused(false), []);

  return { active, setActiveId, gridFocused, keepRows, onKeyDown, onFocusSeat, onLeave };
}

'use client';

import { useTranslations } from 'next-intl';
import { type PointerEvent, useCallback, useId, useMemo, useState } from 'react';
import { cx } from '@/features/primitives/class-names';
import typography from '@/features/primitives/text.module.css';
import styles from './block-seats.module.css';
import { SeatGrid } from './seat-grid';
import { seatAt, seatLayout } from './seat-layout';
import { SeatTooltip } from './seat-tooltip';
import type { FormatPrice, MapBlock, MapSeat, PitchKind } from './types';
import { useMapZoom } from './use-map-zoom';
import { useRevealSelection } from './use-reveal-selection';
import { useSeatCanvas } from './use-seat-canvas';
import { useSeatFocus } from './use-seat-focus';
import { type SeatState, useSeatText } from './use-seat-text';
import { useThemeColours } from './use-theme-colours';
import { ZoomControls } from './zoom-controls';

export interface BlockSeatsProps {
  /** The open block (its name labels the seat grid). */
  block: Pick<MapBlock, 'id' | 'name'>;
  /** Its seats, up to a few thousand (GraphQL `Block.seats` fits). */
  seats: readonly MapSeat[];
  /** Seats chosen for the tickets, in ticket order: the first is ticket 1. */
  selectedSeatIds: readonly string[];
  /** Seats this buyer's cart already holds: shown as theirs and toggleable even if not available. */
  heldByCartSeatIds: readonly string[];
  /** Click, tap, Enter or Space on a seat that is free, selected or held; the page decides. */
  onToggleSeat: (seatId: string) => void;
  formatPrice: FormatPrice;
  /** Names what lies in front of the first row (pitch, ice, court, stage); football by default. */
  pitch?: PitchKind;
  /** Puts keyboard focus on a seat when the map appears (the buyer just opened the block). */
  autoFocus?: boolean;
}

/** Largest zoom: neighbouring seats this many pixels apart. */
const MAX_SEAT_GAP_PX = 48;

/**
 * The seats of one block on a canvas (dots by category, the buyer's seats in the club's colour
 * with their ticket number), with zoom, pan, tap to choose, and a hidden grid for keyboards and
 * screen readers whose focus is drawn on the canvas.
 */
export function BlockSeats({
  block,
  seats,
  selectedSeatIds,
  heldByCartSeatIds,
  onToggleSeat,
  formatPrice,
  pitch = 'football',
  autoFocus = false,
}: BlockSeatsProps) {
  const t = useTranslations('seatMap');
  const gridId = useId();
  const helpId = useId();
  const layout = useMemo(() => seatLayout(seats), [seats]);
  const { attach, ...zoom } = useMapZoom(layout.bounds, { maxScale: MAX_SEAT_GAP_PX / layout.spacing });
  const colours = useThemeColours();
  const text = useSeatText(seats, formatPrice);
  const tickets = useMemo(() => new Map(selectedSeatIds.map((id, i) => [id, i + 1])), [selectedSeatIds]);
  const held = useMemo(() => new Set(heldByCartSeatIds), [heldByCartSeatIds]);
  const [hover, setHover] = useState<{ id: string; x: number; y: number } | null>(null);

  const stateOf = useCallback(
    (seatId: string): SeatState => {
      const ticket = tickets.get(seatId);
      if (ticket !== undefined) return { ticket };
      if (held.has(seatId)) return 'inCart';
      return layout.byId.get(seatId)?.available ? 'available' : 'unavailable';
    },
    [tickets, held, layout],
  );
  const toggle = useCallback(
    (seatId: string) => {
      if (stateOf(seatId) !== 'unavailable') onToggleSeat(seatId);
    },
    [stateOf, onToggleSeat],
  );
  const { active, setActiveId, gridFocused, keepRows, onKeyDown, onFocusSeat, onLeave } = useSeatFocus({
    layout,
    gridId,
    selectedSeatIds,
    heldSeatIds: held,
    onActivate: toggle,
    zoom,
    autoFocus,
  });
  useRevealSelection(selectedSeatIds, layout, zoom);

  const { scale, space, view } = zoom;
  const tx = space.viewport.width / 2 - view.cx * scale;
  const ty = space.viewport.height / 2 - view.cy * scale;
  const paint = useMemo(
    () =>
      colours && {
        layout,
        colours,
        tickets,
        held,
        focusedId: gridFocused ? active : null,
        hoverId: hover?.id ?? null,
        scale,
        tx,
        ty,
        width: space.viewport.width,
        height: space.viewport.height,
      },
    [colours, layout, tickets, held, gridFocused, active, hover?.id, scale, tx, ty, space.viewport],
  );
  const canvasRef = useSeatCanvas(paint);

  const seatUnder = (event: PointerEvent<HTMLCanvasElement> | React.MouseEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const point = zoom.toContent(x, y);
    return { seat: seatAt(layout, point.x, point.y), x, y };
  };

  const hovered = hover ? layout.byId.get(hover.id) : undefined;
  const hoveredState = hovered ? stateOf(hovered.id) : undefined;

  return (
    <div className={styles.wrapper} data-testid="block-seats">
      <div
        ref={attach}
        className={cx(
          styles.map,
          hovered && hoveredState !== 'unavailable' ? styles.pointer : zoom.canZoomOut && styles.grab,
        )}
        style={{ aspectRatio: `${layout.bounds.width} / ${layout.bounds.height}` }}
      >
        <SeatGrid
          id={gridId}
          label={t('seatGridLabel', { block: block.name })}
          helpId={helpId}
          layout={layout}
          activeId={active}
          keepRows={keepRows}
          stateOf={stateOf}
          labelOf={text.label}
          onKeyDown={onKeyDown}
          onFocusSeat={onFocusSeat}
          onLeave={onLeave}
        />
        <p
          aria-hidden="true"
          // Only while the space above the front row is on screen: zoomed in, it would hide seats.
          hidden={zoom.toScreen(0, layout.bounds.y).y < -1}
          className={styles.towards}
        >
          {t('towardsPitch', { pitch })}
        </p>
        <canvas
          ref={canvasRef}
          aria-hidden="true"
          data-testid="seat-canvas"
          className={styles.canvas}
          onClick={(event) => {
            if (zoom.consumeDrag()) return;
            const { seat } = seatUnder(event);
            if (!seat) return;
            setActiveId(seat.id);
            toggle(seat.id);
          }}
          onPointerMove={(event) => {
            if (event.pointerType !== 'mouse' || event.buttons !== 0) return setHover(null);
            const { seat, x, y } = seatUnder(event);
            setHover(seat ? { id: seat.id, x, y } : null);
          }}
          onPointerLeave={() => setHover(null)}
        />
        {hovered && hover && hoveredState && (
          <SeatTooltip
            seat={hovered}
            state={text.stateText(hoveredState)}
            x={hover.x}
            y={hover.y}
            containerWidth={space.viewport.width}
            formatPrice={formatPrice}
          />
        )}
        <ZoomControls zoom={zoom} placement="over" />
      </div>
      <ZoomControls zoom={zoom} placement="under" />
      <div id={helpId} className={typography.srOnly}>
        {t('seatGridHelp')}
      </div>
    </div>
  );
}

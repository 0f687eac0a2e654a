'use client';

import { type FocusEvent, type KeyboardEvent, memo } from 'react';
import typography from '@/features/primitives/text.module.css';
import type { SeatLayout } from './seat-layout';
import type { SeatState } from './use-seat-text';

interface SeatGridProps {
  id: string;
  label: string;
  helpId: string;
  layout: SeatLayout;
  activeId: string | null;
  /** Rows rendered wherever the active seat is (indexes into `layout.rows`). */
  keepRows: ReadonlySet<number>;
  stateOf: (seatId: string) => SeatState;
  labelOf: (seatId: string, state: SeatState) => string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onFocusSeat: (seatId: string) => void;
  onLeave: () => void;
}

export const seatCellId = (gridId: string, seatId: string) => `${gridId}-${seatId}`;

const SeatCell = memo(function SeatCell(props: {
  id: string;
  seatId: string;
  column: number;
  x: number;
  y: number;
  label: string;
  state: SeatState;
  tabbable: boolean;
}) {
  const selected = typeof props.state === 'object';
  return (
    <div
      role="gridcell"
      id={props.id}
      data-seat-id={props.seatId}
      aria-colindex={props.column}
      data-x={props.x}
      data-y={props.y}
      data-state={selected ? 'selected' : props.state}
      aria-label={props.label}
      aria-selected={selected}
      aria-disabled={props.state === 'unavailable' ? true : undefined}
      tabIndex={props.tabbable ? 0 : -1}
    />
  );
});

/** Rows either side of the active seat's row that are rendered, so Up and Down land on a cell. */
const ROWS_AROUND = 1;

/**
 * The seats for keyboards and screen readers: rows of grid cells over the canvas, visually hidden
 * (the canvas draws the focus ring). One tab stop: only the active seat is tabbable. Only the rows
 * around the active seat (and those of the buyer's seats) are rendered, with their aria-rowindex
 * and aria-colindex, so a 2,000-seat block costs a few hundred nodes rather than thousands; the
 * key handler renders a row before moving focus into it. The cells' data-x/data-y are the seat
 * coordinates, which tests turn into canvas pixels.
 */
export const SeatGrid = memo(function SeatGrid(props: SeatGridProps) {
  const activeRow = props.activeId ? props.layout.position.get(props.activeId)?.row : undefined;
  const shown = (index: number) =>
    props.keepRows.has(index) || (activeRow !== undefined && Math.abs(index - activeRow) <= ROWS_AROUND);
  return (
    <div
      id={props.id}
      role="grid"
      aria-label={props.label}
      aria-describedby={props.helpId}
      aria-rowcount={props.layout.rows.length}
      className={typography.srOnly}
      onKeyDown={props.onKeyDown}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        const seatId = (event.target as HTMLElement).dataset.seatId;
        if (seatId) props.onFocusSeat(seatId);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) props.onLeave();
      }}
    >
      {props.layout.rows.map((row, index) =>
        shown(index) ? (
          <div key={row.index} role="row" aria-rowindex={index + 1}>
            {row.seats.map((seat) => {
              const state = props.stateOf(seat.id);
              return (
                <SeatCell
                  key={seat.id}
                  id={seatCellId(props.id, seat.id)}
                  seatId={seat.id}
                  column={seat.column}
                  x={seat.x}
                  y={seat.y}
                  label={props.labelOf(seat.id, state)}
                  state={state}
                  tabbable={seat.id === props.activeId}
                />
              );
            })}
          </div>
        ) : null,
      )}
    </div>
  );
});

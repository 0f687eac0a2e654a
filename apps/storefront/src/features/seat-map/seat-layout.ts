import type { MapSeat } from './types';
import type { Rect } from './zoom-math';

export interface SeatRow {
  /** The seats' `row`: 1 is nearest the pitch. */
  index: number;
  name: string;
  /** Left to right as drawn. */
  seats: MapSeat[];
}

export interface SeatLayout {
  /** Front (nearest the pitch) to back, as drawn top to bottom. */
  rows: SeatRow[];
  position: Map<string, { row: number; col: number }>;
  byId: Map<string, MapSeat>;
  /** Area to fit on screen: the seats plus room for row labels. */
  bounds: Rect;
  /** Usual distance between neighbouring seats, in seat units. */
  spacing: number;
  radius: number;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Seats looked at for the nearest-neighbour fallback of the spacing: enough for a median, cheap for 5,000 seats. */
const SPACING_SAMPLE = 200;

/** The usual distance from a seat to its nearest neighbour, whichever way (rows of one seat have no gap along them). */
function nearestNeighbourSpacing(seats: readonly MapSeat[]): number | undefined {
  const every = Math.max(1, Math.floor(seats.length / SPACING_SAMPLE));
  const distances: number[] = [];
  for (let i = 0; i < seats.length; i += every) {
    const a = seats[i];
    if (!a) continue;
    let nearest = Infinity;
    for (const b of seats) {
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      if (d > 0 && d < nearest) nearest = d;
    }
    if (Number.isFinite(nearest)) distances.push(nearest);
  }
  return median(distances);
}

/**
 * Rows and sizes of a block from its seats, whatever the venue: any units (the map fits them), any
 * spread (straight, curved or ragged rows, gaps for stairs and pillars, rows of different lengths).
 * Seats are grouped by row from the pitch, each row left to right as drawn (by position, then by
 * column where two share one), dots sized from the usual gap between neighbours in a row, or
 * between nearest seats when no row has two.
 */
export function seatLayout(seats: readonly MapSeat[]): SeatLayout {
  const grouped = new Map<number, MapSeat[]>();
  for (const seat of seats) {
    const row = grouped.get(seat.row);
    if (row) row.push(seat);
    else grouped.set(seat.row, [seat]);
  }
  const rows = [...grouped]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => ({
      index,
      name: list[0]?.rowName ?? '',
      seats: list.sort((a, b) => a.x - b.x || a.column - b.column),
    }));

  const gaps: number[] = [];
  for (const row of rows) {
    for (let i = 1; i < row.seats.length && gaps.length < 4000; i++) {
      const a = row.seats[i - 1];
      const b = row.seats[i];
      if (a && b) gaps.push(Math.hypot(b.x - a.x, b.y - a.y));
    }
  }
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { x, y } of seats) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  if (!seats.length) [minX, maxX, minY, maxY] = [0, 1, 0, 1];
  const spacing =
    median(gaps.filter((g) => g > 0)) ??
    nearestNeighbourSpacing(seats) ??
    // One seat, or all in one place: any size draws it.
    1;
  // Room for the row names at both ends, for the "pitch" label above the front row, and half a
  // seat below the last row.
  const padX = spacing * 2.4;
  const padTop = spacing * 2.6;
  const padBottom = spacing * 1.2;

  const position = new Map<string, { row: number; col: number }>();
  rows.forEach((row, r) => row.seats.forEach((seat, c) => position.set(seat.id, { row: r, col: c })));
  return {
    rows,
    position,
    byId: new Map(seats.map((s) => [s.id, s])),
    bounds: {
      x: minX - padX,
      y: minY - padTop,
      width: maxX - minX + 2 * padX,
      height: maxY - minY + padTop + padBottom,
    },
    spacing,
    radius: spacing * 0.4,
  };
}

/** The seat under a content point (within half a seat gap), for clicks and taps on the canvas. */
export function seatAt(layout: SeatLayout, x: number, y: number): MapSeat | undefined {
  let best: MapSeat | undefined;
  let bestDistance = (layout.spacing * 0.6) ** 2;
  for (const row of layout.rows) {
    for (const seat of row.seats) {
      const d = (seat.x - x) ** 2 + (seat.y - y) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = seat;
      }
    }
  }
  return best;
}

/** The seat reached from `seatId` by a navigation key in the grid, or undefined to stay put. */
export function seatAfterKey(layout: SeatLayout, seatId: string, key: string, ctrl: boolean) {
  const at = layout.position.get(seatId);
  if (!at) return undefined;
  const row = layout.rows[at.row];
  const here = row?.seats[at.col];
  if (!row || !here) return undefined;
  const nearestIn = (r: number) => {
    const target = layout.rows[Math.max(0, Math.min(layout.rows.length - 1, r))];
    return target?.seats.reduce((a, b) => (Math.abs(b.x - here.x) < Math.abs(a.x - here.x) ? b : a));
  };
  switch (key) {
    case 'ArrowLeft':
      return row.seats[at.col - 1];
    case 'ArrowRight':
      return row.seats[at.col + 1];
    case 'ArrowUp':
      return nearestIn(at.row - 1);
    case 'ArrowDown':
      return nearestIn(at.row + 1);
    case 'PageUp':
      return nearestIn(at.row - 5);
    case 'PageDown':
      return nearestIn(at.row + 5);
    case 'Home':
      return ctrl ? layout.rows[0]?.seats[0] : row.seats[0];
    case 'End': {
      const last = ctrl ? layout.rows[layout.rows.length - 1] : row;
      return last?.seats[last.seats.length - 1];
    }
    default:
      return undefined;
  }
}

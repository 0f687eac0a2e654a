import type { PlannedBlock, Point } from './block-plan';
import { seatId } from './ids';
import { rowName } from './row-names';
import type { SeatRow } from './venue-rows';

/** A tunnel entrance cutting through some rows in the middle of a block. */
export interface Vomitory {
  rows: readonly number[];
  /** Share of those rows' length the tunnel takes. */
  share: number;
}

export interface BlockSeatsInput {
  block: PlannedBlock;
  blockId: string;
  /** Seats in each row, front row first. */
  seatsPerRow: readonly number[];
  vomitory: Vomitory | null;
  /** Category id of a seat from its 0-based row. */
  categoryOfRow: (row: number) => string;
  /** Wheelchair spaces at the row ends: the front row low down, the back row in upper tiers. */
  accessibleRow: 'front' | 'back';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The seats of a seated block where they really are on the ring, turned into the block's own frame
 * (front row at small y, x to the right of a fan facing the pitch) and scaled to about one unit per
 * seat. Columns and seat numbers run from the aisle on the fan's left.
 */
export function blockSeats(input: BlockSeatsInput): SeatRow[] {
  const { block, vomitory } = input;
  const { origin, right, back } = block.frame;
  const toLocal = (p: Point) => {
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    return { x: dx * right.x + dy * right.y, y: dx * back.x + dy * back.y };
  };
  const rows = input.seatsPerRow.map((count, row) => {
    const length = block.rowLengths[row] ?? 0;
    const cut = vomitory?.rows.includes(row) ? vomitory.share * length : 0;
    const usable = length - cut;
    const points = Array.from({ length: count }, (_, i) => {
      const along = ((i + 0.5) / count) * usable;
      // Seats past the middle move beyond the tunnel.
      return toLocal(block.pointOnRow(row, along > usable / 2 ? along + cut : along));
    }).sort((a, b) => a.x - b.x);
    return { points, pitch: count > 0 ? usable / count : 0 };
  });
  const pitches = rows.map((r) => r.pitch).filter((p) => p > 0);
  const seatPitch = pitches.sort((a, b) => a - b)[Math.floor(pitches.length / 2)] ?? 1;
  const all = rows.flatMap((r) => r.points);
  const minX = Math.min(...all.map((p) => p.x));
  const minY = Math.min(...all.map((p) => p.y));
  const lastRow = rows.length - 1;
  const seats: SeatRow[] = [];
  rows.forEach(({ points }, row) => {
    const name = rowName(row);
    const accessible = input.accessibleRow === 'front' ? row === 0 : row === lastRow;
    points.forEach((point, i) => {
      const number = String(i + 1);
      seats.push({
        id: seatId(input.blockId, name, number),
        blockId: input.blockId,
        categoryId: input.categoryOfRow(row),
        row: row + 1,
        column: i + 1,
        rowName: name,
        seatNumber: number,
        x: round2((point.x - minX) / seatPitch),
        y: round2((point.y - minY) / seatPitch),
        isAccessible: accessible && (i === 0 || i === points.length - 1),
      });
    });
  });
  return seats;
}

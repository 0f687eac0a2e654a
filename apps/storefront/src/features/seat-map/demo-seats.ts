// Preview/benchmark data only (see demo-stadium.ts): never used by real event pages.
import { rowName } from '@stadio/venues';
import type { MapSeat } from './types';

export interface DemoCategory {
  id: string;
  name: string;
  colour: string;
  price: number;
}

export interface DemoSeatSpec {
  blockId: string;
  rows: number;
  capacity: number;
  /** Share of seats already sold, 0..1. */
  soldShare: number;
  /** Category of a row (0 = front row). */
  categoryOfRow: (row: number, rows: number) => DemoCategory;
  random: () => number;
}

const SEAT_GAP = 1;
const ROW_GAP = 1.35;
const AISLE = 1.6;
const RESALE_SHARE = 0.02;
const RESALE_MARKUP = 1.2;

/** Seats per row: rows widen towards the back, and the total is exactly the capacity. */
function rowLengths(rows: number, capacity: number): number[] {
  const weights = Array.from({ length: rows }, (_, i) => 1 + (0.2 * i) / Math.max(1, rows - 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const lengths = weights.map((w) => Math.floor((w / total) * capacity));
  let missing = capacity - lengths.reduce((a, b) => a + b, 0);
  for (let i = rows - 1; missing > 0; i = (i - 1 + rows) % rows, missing--)
    lengths[i] = (lengths[i] ?? 0) + 1;
  return lengths;
}

/**
 * A block's seats as the stadium would number them: rows A–Z from the pitch, seats numbered from
 * the central aisle (odd to the left, even to the right; the aisle takes one column, so seats on
 * either side of it are not neighbours), rows slightly curved around the pitch, wheelchair spaces
 * at both ends of the front row, sold seats in clusters like real sales.
 */
export function demoSeats(spec: DemoSeatSpec): MapSeat[] {
  const { random } = spec;
  const lengths = rowLengths(spec.rows, spec.capacity);
  const widest = Math.max(...lengths);
  // Columns count from the widest row's left end, so they line up from row to row.
  const aisleColumn = Math.ceil(widest / 2) + 1;
  const seats: MapSeat[] = [];
  lengths.forEach((length, row) => {
    const category = spec.categoryOfRow(row, spec.rows);
    const left = Math.ceil(length / 2);
    for (let i = 0; i < length; i++) {
      const onLeft = i < left;
      // Distance from the aisle, 0 for the seats next to it.
      const fromAisle = onLeft ? left - 1 - i : i - left;
      const number = onLeft ? 2 * fromAisle + 1 : 2 * fromAisle + 2;
      const x = (onLeft ? -1 : 1) * (AISLE / 2 + fromAisle * SEAT_GAP + SEAT_GAP / 2);
      const bend = (x / (widest * SEAT_GAP)) ** 2 * widest * 0.12;
      const isAccessible = row === 0 && (i < 2 || i >= length - 2);
      const isResale = !isAccessible && random() < RESALE_SHARE;
      seats.push({
        id: `${spec.blockId}-${rowName(row)}-${number}`,
        row: row + 1,
        column: onLeft ? aisleColumn - 1 - fromAisle : aisleColumn + 1 + fromAisle,
        x: x + (widest * SEAT_GAP) / 2 + AISLE,
        y: row * ROW_GAP - bend + widest * 0.12,
        rowName: rowName(row),
        seatNumber: String(number),
        available: true,
        price: isResale ? Math.round((category.price * RESALE_MARKUP) / 100) * 100 : category.price,
        categoryId: category.id,
        categoryName: category.name,
        colour: category.colour,
        isAccessible,
        isResale,
      });
    }
  });
  markSold(seats, spec.soldShare, random);
  return seats;
}

/**
 * Marks runs of neighbouring seats as sold (groups buy together) until exactly the share is sold:
 * runs start at every seat in a shuffled order, so the loop always reaches its target.
 */
function markSold(seats: MapSeat[], share: number, random: () => number) {
  let toSell = Math.round(seats.length * share);
  const order = seats.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  for (const start of order) {
    if (toSell <= 0) break;
    const run = 1 + Math.floor(random() * 6);
    for (let i = start; i < start + run && toSell > 0; i++) {
      const seat = seats[i];
      if (!seat?.available || seat.rowName !== seats[start]?.rowName) continue;
      seat.available = false;
      seat.price = null;
      toSell--;
    }
  }
}

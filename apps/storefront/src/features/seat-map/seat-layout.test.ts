import { describe, expect, it } from 'vitest';
import { seatAfterKey, seatAt, seatLayout } from './seat-layout';
import type { MapSeat } from './types';

/** Rows of seats one unit apart, listed out of order on purpose; row 1 is nearest the pitch. */
function seat(row: number, column: number): MapSeat {
  const rowName = String.fromCharCode(64 + row);
  return {
    id: `${rowName}${column}`,
    row,
    column,
    rowName,
    seatNumber: String(column),
    x: column,
    y: row * 1.5,
    available: true,
    price: 2000,
    categoryId: 'cat1',
    categoryName: 'Cat. 1',
  };
}

const seats = [
  seat(2, 3),
  seat(1, 2),
  seat(2, 1),
  seat(1, 1),
  seat(2, 2),
  seat(1, 3),
  seat(3, 1),
  seat(3, 4),
];
const layout = seatLayout(seats);
const key = (from: string, name: string, ctrl = false) => seatAfterKey(layout, from, name, ctrl)?.id;

describe('seatLayout', () => {
  it('orders rows from the pitch and seats left to right', () => {
    expect(layout.rows.map((row) => [row.name, row.seats.map((s) => s.id)])).toEqual([
      ['A', ['A1', 'A2', 'A3']],
      ['B', ['B1', 'B2', 'B3']],
      ['C', ['C1', 'C4']],
    ]);
  });

  it('sizes the dots from the usual gap between neighbours', () => {
    expect(layout.spacing).toBe(1);
    expect(layout.radius).toBeCloseTo(0.4);
  });

  it('finds the seat under a point, and none between rows', () => {
    expect(seatAt(layout, 2.2, 1.6)?.id).toBe('A2');
    expect(seatAt(layout, 3, 3.9)).toBeUndefined();
  });
});

describe('seatAfterKey', () => {
  it('moves along a row and stops at its ends', () => {
    expect(key('A2', 'ArrowRight')).toBe('A3');
    expect(key('A3', 'ArrowRight')).toBeUndefined();
    expect(key('A1', 'ArrowLeft')).toBeUndefined();
  });

  it('moves between rows to the nearest seat across', () => {
    expect(key('A3', 'ArrowDown')).toBe('B3');
    expect(key('B3', 'ArrowDown')).toBe('C4');
    expect(key('C4', 'ArrowUp')).toBe('B3');
    expect(key('A1', 'ArrowUp')).toBe('A1');
  });

  it('jumps to the ends of the row, or of the block with Ctrl', () => {
    expect(key('B2', 'Home')).toBe('B1');
    expect(key('B2', 'End')).toBe('B3');
    expect(key('B2', 'Home', true)).toBe('A1');
    expect(key('A1', 'End', true)).toBe('C4');
    expect(key('A1', 'PageDown')).toBe('C1');
  });

  it('ignores other keys', () => {
    expect(key('A1', 'x')).toBeUndefined();
  });
});

/** A seat of a venue described by data, at any place in its block. */
function placed(row: number, column: number, x: number, y: number): MapSeat {
  return { ...seat(row, column), id: `${row}-${column}`, rowName: String(row), x, y };
}

describe('seatLayout of blocks that are not a generated bowl', () => {
  // A balcony: rows on arcs round the stage, a seat apart along them, longer towards the back,
  // listed back to front and in no order within a row.
  const curved: MapSeat[] = [];
  for (let row = 4; row >= 1; row--) {
    const radius = 14 + row * 1.3;
    const count = 14 + row * 2;
    for (let column = count; column >= 1; column--) {
      const angle = (column - 1 - (count - 1) / 2) / radius;
      curved.push(
        placed(row, column, radius * Math.sin(angle) + 20, radius * (1 - Math.cos(angle)) + row * 1.3),
      );
    }
  }
  const balcony = seatLayout(curved);

  it('keeps curved rows whole, front to back and left to right, and sizes seats a seat apart', () => {
    expect(balcony.rows.map((row) => [row.name, row.seats.length])).toEqual([
      ['1', 16],
      ['2', 18],
      ['3', 20],
      ['4', 22],
    ]);
    for (const row of balcony.rows)
      expect(row.seats.map((s) => s.column)).toEqual(row.seats.map((_, i) => i + 1));
    expect(balcony.spacing).toBeCloseTo(1, 2);
    // The ends of a row curve back: the frame holds them, with room for the row names.
    for (const s of curved) {
      expect(s.x).toBeGreaterThan(balcony.bounds.x + balcony.spacing);
      expect(s.x).toBeLessThan(balcony.bounds.x + balcony.bounds.width - balcony.spacing);
      expect(s.y).toBeGreaterThan(balcony.bounds.y);
      expect(s.y).toBeLessThan(balcony.bounds.y + balcony.bounds.height);
    }
  });

  it('finds the seat under a point on a curve, and walks to the nearest seat of the next row', () => {
    const end = balcony.rows[3]?.seats[0];
    if (!end) throw new Error('no seat');
    expect(seatAt(balcony, end.x + 0.2, end.y - 0.2)?.id).toBe(end.id);
    expect(seatAfterKey(balcony, '1-8', 'ArrowDown', false)?.id).toBe('2-9');
    expect(seatAfterKey(balcony, '4-1', 'ArrowUp', false)?.id).toBe('3-1');
  });

  it('sizes ragged rows with an aisle and a missing seat from the usual gap, not the aisle', () => {
    const side: MapSeat[] = [];
    for (let row = 1; row <= 5; row++)
      for (let column = 1; column <= 12 - row; column++)
        if (!(row === 3 && column === 4))
          side.push(placed(row, column, column - 1 + (column > 5 ? 2.5 : 0) + row / 2, (row - 1) * 1.2));
    const layout = seatLayout(side);
    expect(layout.spacing).toBe(1);
    expect(layout.rows[2]?.seats.map((s) => s.column)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(seatAfterKey(layout, '3-3', 'ArrowRight', false)?.id).toBe('3-5');
  });

  it('sizes rows of one seat each from the nearest seats, in any units', () => {
    const column = [1, 2, 3, 4].map((row) => placed(row, 1, 500, row * 80));
    const layout = seatLayout(column);
    expect(layout.spacing).toBe(80);
    expect(layout.radius).toBeCloseTo(32);
    expect(seatAt(layout, 510, 240)?.id).toBe('3-1');
    expect(seatLayout([placed(1, 1, 7, 7)]).spacing).toBe(1);
  });
});

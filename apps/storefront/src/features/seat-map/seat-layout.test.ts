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

import { describe, expect, it } from 'vitest';
import { bestAvailableGroups, bestAvailableSeats } from './best-available';
import { demoStadium } from './demo-stadium';
import type { MapSeat } from './types';

/**
 * A block drawn as text, one line per row from the pitch: `o` free, `x` taken, `a` free wheelchair
 * space, `2` free seat of category 2, `.` no seat (an aisle). Columns and x are the character's
 * position (1-based), so the centre line is the middle of the longest line. Ids are row + column: "B4".
 */
function block(...rows: string[]): MapSeat[] {
  return rows.flatMap((line, r) => {
    const rowName = String.fromCharCode(65 + r);
    return [...line].flatMap((char, c) =>
      char === '.'
        ? []
        : [
            {
              id: `${rowName}${c + 1}`,
              row: r + 1,
              column: c + 1,
              rowName,
              seatNumber: String(c + 1),
              x: c + 1,
              y: r,
              available: char !== 'x',
              price: 1000,
              categoryId: char === '2' ? 'cat2' : 'cat1',
              categoryName: char === '2' ? 'Cat. 2' : 'Cat. 1',
              isAccessible: char === 'a',
            },
          ],
    );
  });
}

describe('bestAvailableSeats', () => {
  it('takes the seats in the middle of the front row when everything is free', () => {
    expect(bestAvailableSeats(block('ooooooo', 'ooooooo'), 3)).toEqual(['A3', 'A4', 'A5']);
    expect(bestAvailableGroups(block('ooooooo'), 2)).toHaveLength(1);
  });

  it('prefers the row nearest the pitch even when its free seats are off-centre', () => {
    expect(bestAvailableSeats(block('ooxxxxx', 'ooooooo'), 2)).toEqual(['A1', 'A2']);
  });

  it('moves back a row when the front row has no run long enough', () => {
    expect(bestAvailableSeats(block('ooxooxo', 'xoooxxx', 'ooooooo'), 3)).toEqual(['B2', 'B3', 'B4']);
  });

  it('picks the run nearest the centre line within a row', () => {
    expect(bestAvailableSeats(block('ooxxoooxxx'), 2)).toEqual(['A5', 'A6']);
  });

  it('slides the window inside a long run towards the centre line', () => {
    // Free seats 1–6, the block's centre is between 5 and 6: the window ends at the right edge of the run.
    expect(bestAvailableSeats(block('ooooooxxxx'), 3)).toEqual(['A4', 'A5', 'A6']);
  });

  it('breaks an exact tie between two equally central groups towards the left', () => {
    expect(bestAvailableSeats(block('ooxxxoo'), 2)).toEqual(['A1', 'A2']);
    expect(bestAvailableSeats(block('oooooo'), 1)).toEqual(['A3']);
  });

  it('never counts seats across an aisle as side by side', () => {
    // Every seat is free, but the aisle (column 4) splits the row into two runs of three.
    expect(bestAvailableSeats(block('ooo.ooo', 'ooooooo'), 4)).toEqual(['B2', 'B3', 'B4', 'B5']);
  });

  it('never counts seats across a taken seat as side by side', () => {
    expect(bestAvailableSeats(block('oooxooo', 'ooooooo'), 4)).toEqual(['B2', 'B3', 'B4', 'B5']);
  });

  it('keeps to the chosen category', () => {
    const seats = block('oooo222', '2222ooo');
    expect(bestAvailableSeats(seats, 3, { categoryId: 'cat2' })).toEqual(['A5', 'A6', 'A7']);
    expect(bestAvailableSeats(seats, 4, { categoryId: 'cat1' })).toEqual(['A1', 'A2', 'A3', 'A4']);
    // A run of mixed categories is one run when no category is asked for.
    expect(bestAvailableSeats(seats, 7)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
  });

  it('leaves wheelchair spaces out unless asked for', () => {
    const seats = block('aoooooa', 'ooooooo');
    expect(bestAvailableSeats(seats, 6)).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6']);
    expect(bestAvailableSeats(seats, 6, { includeAccessible: true })).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
    ]);
  });

  it('returns nothing when fewer seats are free than asked for', () => {
    expect(bestAvailableSeats(block('oxoxo', 'xxxxx'), 4)).toEqual([]);
    expect(bestAvailableSeats(block('oo222'), 3, { categoryId: 'cat1' })).toEqual([]);
    expect(bestAvailableSeats([], 1)).toEqual([]);
  });

  it('returns nothing for a count below one or not a whole number', () => {
    const seats = block('ooooo');
    expect(bestAvailableSeats(seats, 0)).toEqual([]);
    expect(bestAvailableSeats(seats, -2)).toEqual([]);
    expect(bestAvailableSeats(seats, 1.5)).toEqual([]);
  });

  it('takes every free seat when exactly that many are free', () => {
    expect(bestAvailableSeats(block('oxo', 'xox'), 3)).toEqual(['A1', 'A3', 'B2']);
  });

  describe('when no row has enough seats side by side', () => {
    it('splits into as few groups as possible, even if more groups would sit further forward', () => {
      // Front row: four single seats; row C: a pair and a triple. Four people fit in two groups only in row C.
      const seats = block('oxoxoxoxx', 'xxxxxxxxx', 'ooxoooxxx');
      expect(bestAvailableSeats(seats, 4)).toEqual(['C1', 'C2', 'C4', 'C5']);
    });

    it('keeps the groups in one row when a row can hold them', () => {
      const seats = block('ooxxxxxoo', 'ooxxxxxxx', 'oooxxxooo');
      expect(bestAvailableSeats(seats, 5)).toEqual(['C1', 'C2', 'C3', 'C7', 'C8']);
    });

    it('keeps the groups in neighbouring rows rather than far apart', () => {
      const seats = block('oooxxxxxx', 'xxxxxxxxx', 'xxxxxxxxx', 'xxxoooxxx', 'xxxooxxxx');
      expect(bestAvailableSeats(seats, 5)).toEqual(['D4', 'D5', 'D6', 'E4', 'E5']);
      const groups = bestAvailableGroups(seats, 5).map((group) => group.map((seat) => seat.id));
      expect(groups).toEqual([
        ['D4', 'D5', 'D6'],
        ['E4', 'E5'],
      ]);
    });

    it('chooses the band of rows nearest the pitch among equally close ones', () => {
      const seats = block('xxooxxoox', 'xxxxxxxxx', 'xxooxxoox');
      expect(bestAvailableSeats(seats, 4)).toEqual(['A3', 'A4', 'A7', 'A8']);
    });

    it('takes the longest runs, the most central one on a tie, and makes exactly the count', () => {
      const seats = block('oooxooxoo');
      expect(bestAvailableSeats(seats, 5)).toEqual(['A1', 'A2', 'A3', 'A5', 'A6']);
    });

    it('shares the party evenly between the groups so nobody sits alone', () => {
      expect(bestAvailableSeats(block('oooxooo'), 4)).toEqual(['A2', 'A3', 'A5', 'A6']);
    });
  });

  it('seats a party side by side in a real 2,000-seat block', () => {
    const stadium = demoStadium('football');
    const seats = stadium.seatsOf('S14');
    expect(seats).toHaveLength(2000);
    const byId = new Map(seats.map((seat) => [seat.id, seat]));
    for (const count of [1, 2, 4, 6, 10]) {
      const chosen = bestAvailableSeats(seats, count).map((id) => byId.get(id));
      expect(chosen).toHaveLength(count);
      expect(chosen.every((seat) => seat?.available && !seat.isAccessible)).toBe(true);
      expect(new Set(chosen.map((seat) => seat?.row)).size).toBe(1);
      const columns = chosen.map((seat) => seat?.column ?? 0);
      expect(columns).toEqual(columns.map((_, i) => (columns[0] ?? 0) + i));
    }
  });
});

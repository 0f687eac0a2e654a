import type { MapSeat } from './types';

export interface BestAvailableOptions {
  /** Only seats of this price category (any category when absent). */
  categoryId?: string | null;
  /**
   * Wheelchair spaces are left out unless asked for: they are kept for the buyers who need them
   * (the event page passes true when the buyer asks for accessible seats).
   */
  includeAccessible?: boolean;
}

/** The seat fields the choice needs (a `MapSeat` fits). */
export type CandidateSeat = Pick<
  MapSeat,
  'id' | 'row' | 'column' | 'rowName' | 'x' | 'available' | 'isAccessible' | 'categoryId'
>;

/** Free seats side by side in one row: consecutive columns, left to right. */
interface Run<S extends CandidateSeat> {
  row: number;
  seats: S[];
}

/** A group of seats to take from a run. */
interface Group<S extends CandidateSeat> {
  row: number;
  seats: S[];
  /** Distance of the group's middle from the block's centre line. */
  offCentre: number;
}

/**
 * The best `count` free seats of a block for a party: `count` seats side by side in one row
 * (consecutive columns, no aisle or taken seat between), in the row nearest the pitch that has
 * them, as near the block's centre line as that row allows (the left one on an exact tie). When
 * no row has them, the party is split into as few groups as possible, kept in as few and as close
 * rows as possible, nearest the pitch. Returns seat ids front row first, left to right; [] when
 * fewer than `count` seats are free.
 */
export function bestAvailableSeats(
  seats: readonly CandidateSeat[],
  count: number,
  options: BestAvailableOptions = {},
): string[] {
  return bestAvailableGroups(seats, count, options).flatMap((group) => group.map((seat) => seat.id));
}

/** The same choice as `bestAvailableSeats`, as groups of seats side by side (one group when together). */
export function bestAvailableGroups<S extends CandidateSeat>(
  seats: readonly S[],
  count: number,
  options: BestAvailableOptions = {},
): S[][] {
  if (!Number.isInteger(count) || count < 1) return [];
  const free = seats.filter(
    (seat) =>
      seat.available &&
      (!options.categoryId || seat.categoryId === options.categoryId) &&
      (options.includeAccessible || !seat.isAccessible),
  );
  if (free.length < count) return [];
  const centre = centreLine(seats);
  const runs = runsOf(free);
  const together = bestWindow(runs, count, centre);
  const groups = together ? [together] : bestSplit(runs, count, centre);
  return groups
    .sort((a, b) => a.row - b.row || (a.seats[0]?.column ?? 0) - (b.seats[0]?.column ?? 0))
    .map((group) => group.seats);
}

/** Middle of the block from side to side, over all its seats (taken ones too). */
function centreLine(seats: readonly CandidateSeat[]): number {
  let min = Infinity;
  let max = -Infinity;
  for (const seat of seats) {
    min = Math.min(min, seat.x);
    max = Math.max(max, seat.x);
  }
  return (min + max) / 2;
}

function runsOf<S extends CandidateSeat>(free: readonly S[]): Run<S>[] {
  const sorted = [...free].sort((a, b) => a.row - b.row || a.column - b.column);
  const runs: Run<S>[] = [];
  let current: Run<S> | undefined;
  for (const seat of sorted) {
    const last = current?.seats[current.seats.length - 1];
    if (current && last && seat.row === current.row && seat.column === last.column + 1) {
      current.seats.push(seat);
    } else {
      current = { row: seat.row, seats: [seat] };
      runs.push(current);
    }
  }
  return runs;
}

/** The `size` seats of a run nearest the centre line (the left ones on a tie). */
function centredWindow<S extends CandidateSeat>(run: Run<S>, size: number, centre: number): Group<S> {
  let best: Group<S> | undefined;
  for (let start = 0; start + size <= run.seats.length; start++) {
    const window = run.seats.slice(start, start + size);
    const middle = ((window[0]?.x ?? 0) + (window[window.length - 1]?.x ?? 0)) / 2;
    const offCentre = Math.abs(middle - centre);
    // A hair of tolerance: float sums must not break a true tie in favour of the right-hand seats.
    if (!best || offCentre < best.offCentre - 1e-9) best = { row: run.row, seats: window, offCentre };
  }
  return best ?? { row: run.row, seats: [], offCentre: Infinity };
}

/** All `count` seats in one run: the front-most row first, then the most central window. */
function bestWindow<S extends CandidateSeat>(
  runs: readonly Run<S>[],
  count: number,
  centre: number,
): Group<S> | undefined {
  let best: Group<S> | undefined;
  for (const run of runs) {
    if (run.seats.length < count) continue;
    const pick = centredWindow(run, count, centre);
    if (!best || pick.row < best.row || (pick.row === best.row && pick.offCentre < best.offCentre - 1e-9)) {
      best = pick;
    }
  }
  return best;
}

/**
 * The party split over the fewest groups (the fewest runs whose lengths reach `count`), within the
 * narrowest band of rows that can hold them, the front-most such band first; in a band, the
 * longest runs (front-most, then most central on a tie) share the party as evenly as they can.
 */
function bestSplit<S extends CandidateSeat>(
  runs: readonly Run<S>[],
  count: number,
  centre: number,
): Group<S>[] {
  const fewest = groupsNeeded(
    runs.map((run) => run.seats.length),
    count,
  );
  const nearest = new Map(runs.map((run) => [run, centredWindow(run, 1, centre).offCentre]));
  const rows = [...new Set(runs.map((run) => run.row))];
  const bands: { first: number; last: number }[] = [];
  rows.forEach((first, i) => rows.slice(i).forEach((last) => bands.push({ first, last })));
  bands.sort((a, b) => a.last - a.first - (b.last - b.first) || a.first - b.first);
  for (const band of bands) {
    const inBand = runs.filter((run) => run.row >= band.first && run.row <= band.last);
    const chosen = [...inBand]
      .sort(
        (a, b) =>
          b.seats.length - a.seats.length || a.row - b.row || (nearest.get(a) ?? 0) - (nearest.get(b) ?? 0),
      )
      .slice(0, fewest);
    const sizes = groupSizes(
      chosen.map((run) => run.seats.length),
      count,
    );
    if (sizes) return chosen.map((run, i) => centredWindow(run, sizes[i] ?? 0, centre));
  }
  return [];
}

/** How many groups the longest runs need to seat `count` people. */
function groupsNeeded(lengths: number[], count: number): number {
  const sorted = [...lengths].sort((a, b) => b - a);
  let seated = 0;
  for (const [i, length] of sorted.entries()) {
    seated += length;
    if (seated >= count) return i + 1;
  }
  return sorted.length;
}

/**
 * Sizes of the groups taken from runs of these lengths: as even as the runs allow, so nobody sits
 * alone when the party could be split in pairs; undefined when the runs are too short or one
 * would get nobody.
 */
function groupSizes(lengths: number[], count: number): number[] | undefined {
  if (lengths.reduce((sum, length) => sum + length, 0) < count || lengths.length > count) return undefined;
  const sizes = lengths.map(() => 0);
  for (let seated = 0; seated < count; seated++) {
    let next = -1;
    sizes.forEach((size, i) => {
      if (size < (lengths[i] ?? 0) && (next < 0 || size < (sizes[next] ?? 0))) next = i;
    });
    sizes[next] = (sizes[next] ?? 0) + 1;
  }
  return sizes;
}

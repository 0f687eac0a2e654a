import {
  isStandingBlock,
  type BlockFile,
  type CategoryFile,
  type RowFile,
  type SeatFile,
  type StandFile,
  type VenueFile,
} from '../format';
import { round } from './geometry';

/** A seat as a person finds it: "N12 row 3 seat 7". */
export interface SeatRef {
  block: string;
  row: string;
  number: string;
  guid?: string;
}

/** What a new import changes in the club's venue.json. */
export interface VenueChanges {
  categoriesAdded: string[];
  /** Categories the plan no longer has: kept in the file as inactive (they may have sold tickets). */
  categoriesRetired: string[];
  standsAdded: string[];
  standsRemoved: string[];
  blocksAdded: string[];
  blocksRemoved: string[];
  /** Standing blocks made by hand, which no plan has: kept as they were. */
  blocksKept: string[];
  seatsAdded: SeatRef[];
  seatsRemoved: SeatRef[];
  seatsMoved: SeatRef[];
  seatsRenumbered: { from: SeatRef; to: SeatRef }[];
  seatsRecategorised: { seat: SeatRef; from: string; to: string }[];
}

/** Less than this (in seat widths) is the same place: a plan redrawn to the pixel moves no seat. */
const SAME_PLACE = 0.02;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const near = (a: readonly [number, number], b: readonly [number, number]) =>
  Math.abs(a[0] - b[0]) <= SAME_PLACE && Math.abs(a[1] - b[1]) <= SAME_PLACE;

interface PlacedSeat {
  seat: SeatFile;
  block: BlockFile;
  row: string;
}

function seatsOf(venue: VenueFile): PlacedSeat[] {
  return venue.stands.flatMap((stand) =>
    stand.blocks.flatMap((block) =>
      (block.rows ?? []).flatMap((row) => row.seats.map((seat) => ({ seat, block, row: row.name }))),
    ),
  );
}
const identity = ({ seat, block, row }: PlacedSeat) =>
  seat.guid ?? `${block.name}\u0000${row}\u0000${seat.number}`;
const refOf = ({ seat, block, row }: PlacedSeat): SeatRef => ({
  block: block.name,
  row,
  number: seat.number,
  ...(seat.guid ? { guid: seat.guid } : {}),
});

/**
 * A block's seats placed as they were in the previous file wherever the plan did not move them.
 * Block-local positions start at the block's front-left seat, so one seat moved past that corner
 * would shift every other; the shift most seats share is undone first, then a seat within
 * SAME_PLACE of where it was keeps its old position to the digit.
 */
function keepPlaces(next: readonly RowFile[], previous: readonly RowFile[]): RowFile[] {
  const before = new Map(
    previous.flatMap((row) => row.seats.flatMap((s) => (s.guid ? [[s.guid, s.at] as const] : []))),
  );
  const deltas = next.flatMap((row) =>
    row.seats.flatMap((s) => {
      const old = s.guid ? before.get(s.guid) : undefined;
      return old ? [[s.at[0] - old[0], s.at[1] - old[1]] as const] : [];
    }),
  );
  let shift: [number, number] = [0, 0];
  if (deltas.length > 0) {
    const candidate: [number, number] = [median(deltas.map((d) => d[0])), median(deltas.map((d) => d[1]))];
    const agreeing = deltas.filter((d) => near(d, candidate)).length;
    if (agreeing * 2 >= deltas.length) shift = candidate;
  }
  return next.map((row) => ({
    ...row,
    seats: row.seats.map((seat) => {
      const at: [number, number] = [round(seat.at[0] - shift[0], 2), round(seat.at[1] - shift[1], 2)];
      const old = seat.guid ? before.get(seat.guid) : undefined;
      return { ...seat, at: old && near(at, old) ? [old[0], old[1]] : at };
    }),
  }));
}

/** What a person wrote by hand on a seat, which no plan says: kept from the previous file. */
function withHandFields(seat: SeatFile, previous: SeatFile | undefined): SeatFile {
  if (!previous) return seat;
  const { guid, ...rest } = seat;
  return {
    ...rest,
    ...(previous.accessible !== undefined ? { accessible: previous.accessible } : {}),
    ...(previous.restrictedView !== undefined ? { restrictedView: previous.restrictedView } : {}),
    ...(guid !== undefined ? { guid } : {}),
  };
}

/** A block of the new import with what was written by hand on it before (its translations, away flag, view). */
/**
 * The block's category as the previous file had it while that is still the category of at least
 * half as many of its seats as the most common one: a plan whose categories are tied, or nearly,
 * then does not rewrite every seat's `category` when one seat changes.
 */
function stableCategory(rows: readonly RowFile[], category: string, previous: string): string {
  if (previous === category) return category;
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const seat of row.seats) {
      const key = seat.category ?? category;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return (counts.get(previous) ?? 0) * 2 >= (counts.get(category) ?? 0) ? previous : category;
}

/** Seats' own categories written again against the block's category `to`. */
const seatsAgainst = (rows: readonly RowFile[], from: string, to: string): RowFile[] =>
  from === to
    ? [...rows]
    : rows.map((row) => ({
        ...row,
        seats: row.seats.map(({ category, ...seat }) => {
          const own = category ?? from;
          return own === to ? seat : { ...seat, category: own };
        }),
      }));

function withBlockHandFields(block: BlockFile, previous: BlockFile | undefined): BlockFile {
  if (!previous) return block;
  const category = block.rows
    ? stableCategory(block.rows, block.category, previous.category)
    : block.category;
  const head = {
    name: block.name,
    ...(previous.translations ? { translations: previous.translations } : {}),
    category,
    outline: block.outline,
    ...(block.label ? { label: block.label } : {}),
    ...(previous.away !== undefined ? { away: previous.away } : {}),
    ...(previous.view !== undefined ? { view: previous.view } : {}),
  };
  if (isStandingBlock(block)) return { ...head, standing: block.standing };
  const rows = seatsAgainst(block.rows ?? [], block.category, category);
  return { ...head, rows: previous.rows ? keepPlaces(rows, previous.rows) : rows };
}

function uniqueKey(key: string, taken: Set<string>): string {
  let candidate = key;
  for (let n = 2; taken.has(candidate); n++) candidate = `${key}-${n}`;
  taken.add(candidate);
  return candidate;
}

/**
 * The venue of a new import merged into the club's current venue.json, so that importing an edited
 * plan changes only what changed: the same seats (by guid), blocks (by name), stands (by the
 * blocks they hold) and categories (by key) keep their keys, names and translations written by
 * hand, block views and away flags, seats' accessible and restricted-view flags, and the positions
 * of seats the plan did not move. Standing blocks, which a seating plan cannot hold, are kept;
 * categories the plan dropped stay as inactive ones (a ticket may have been sold in them).
 * The venue's id and name stay as the file has them; its pitch too, unless `keepPitch` is false.
 */
export function mergeVenue(
  previous: VenueFile | undefined,
  next: VenueFile,
  { keepPitch = true }: { keepPitch?: boolean } = {},
): { venue: VenueFile; changes: VenueChanges } {
  const changes: VenueChanges = {
    categoriesAdded: [],
    categoriesRetired: [],
    standsAdded: [],
    standsRemoved: [],
    blocksAdded: [],
    blocksRemoved: [],
    blocksKept: [],
    seatsAdded: [],
    seatsRemoved: [],
    seatsMoved: [],
    seatsRenumbered: [],
    seatsRecategorised: [],
  };
  const prevCategories = new Map((previous?.categories ?? []).map((c) => [c.key, c]));
  const categories: CategoryFile[] = next.categories.map((category) => {
    const old = prevCategories.get(category.key);
    if (!old) {
      changes.categoriesAdded.push(category.key);
      return category;
    }
    return {
      key: category.key,
      name: old.name,
      ...(old.description ? { description: old.description } : {}),
      colour: category.colour,
    };
  });
  for (const old of previous?.categories ?? [])
    if (!next.categories.some((c) => c.key === old.key)) {
      if (old.active !== false) changes.categoriesRetired.push(old.key);
      categories.push({ ...old, active: false });
    }

  const prevBlocks = new Map<string, { block: BlockFile; stand: StandFile }>();
  for (const stand of previous?.stands ?? [])
    for (const block of stand.blocks) prevBlocks.set(block.name, { block, stand });
  const nextBlockNames = new Set(next.stands.flatMap((s) => s.blocks.map((b) => b.name)));
  const prevSeats = new Map(previous ? seatsOf(previous).map((p) => [identity(p), p]) : []);

  // Each new stand takes the key and name of the previous stand holding most of its blocks (or of
  // its key); the keys of stands found again are reserved before new stands get theirs.
  const takenStands = new Set<string>();
  const matches = next.stands.map((stand) => {
    const votes = new Map<StandFile, number>();
    for (const block of stand.blocks) {
      const old = prevBlocks.get(block.name)?.stand;
      if (old && !takenStands.has(old.key)) votes.set(old, (votes.get(old) ?? 0) + 1);
    }
    const sameKey = previous?.stands.find((s) => s.key === stand.key && !takenStands.has(s.key));
    const old = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? sameKey;
    if (old) takenStands.add(old.key);
    return old;
  });
  const takenKeys = new Set(takenStands);
  const stands: StandFile[] = next.stands.map((stand, i) => {
    const old = matches[i];
    if (!old) changes.standsAdded.push(stand.key);
    return {
      key: old ? old.key : uniqueKey(stand.key, takenKeys),
      name: old?.name ?? stand.name,
      blocks: stand.blocks.map((block) => {
        const before = prevBlocks.get(block.name)?.block;
        if (!before) changes.blocksAdded.push(block.name);
        return withBlockHandFields(block, before);
      }),
    };
  });

  // Standing blocks made by hand go back into the stand they were in.
  for (const stand of previous?.stands ?? [])
    for (const block of stand.blocks) {
      if (nextBlockNames.has(block.name)) continue;
      if (!isStandingBlock(block)) {
        changes.blocksRemoved.push(block.name);
        continue;
      }
      changes.blocksKept.push(block.name);
      let home = stands.find((s) => s.key === stand.key);
      if (!home) {
        home = { key: uniqueKey(stand.key, takenKeys), name: stand.name, blocks: [] };
        takenStands.add(stand.key);
        stands.push(home);
      }
      home.blocks.push(block);
    }
  for (const stand of previous?.stands ?? [])
    if (!takenStands.has(stand.key) && !stands.some((s) => s.key === stand.key))
      changes.standsRemoved.push(stand.key);
  // A standing block kept by hand still sells in its category, even if no seat of the plan does.
  const keptCategories = new Set(
    stands.flatMap((s) => s.blocks.filter((b) => changes.blocksKept.includes(b.name)).map((b) => b.category)),
  );
  changes.categoriesRetired = changes.categoriesRetired.filter((key) => !keptCategories.has(key));
  categories.forEach((category, i) => {
    const old = prevCategories.get(category.key);
    if (old && keptCategories.has(category.key) && !next.categories.some((c) => c.key === category.key))
      categories[i] = old;
  });

  const venue: VenueFile = {
    ...(previous?.$schema ? { $schema: previous.$schema } : {}),
    id: previous?.id ?? next.id,
    name: previous?.name ?? next.name,
    pitch: keepPitch && previous ? previous.pitch : next.pitch,
    size: next.size,
    categories,
    stands: stands.map((stand) => ({
      ...stand,
      blocks: stand.blocks.map((block) => {
        if (!block.rows) return block;
        return {
          ...block,
          rows: block.rows.map((row) => ({
            ...row,
            seats: row.seats.map((seat) => {
              const before = prevSeats.get(identity({ seat, block, row: row.name }));
              return withHandFields(seat, before?.seat);
            }),
          })),
        };
      }),
    })),
  };

  const nextSeats = new Map(seatsOf(venue).map((p) => [identity(p), p]));
  const categoryOf = ({ seat, block }: PlacedSeat) => seat.category ?? block.category;
  for (const [id, placed] of nextSeats) {
    const old = prevSeats.get(id);
    if (!old) {
      changes.seatsAdded.push(refOf(placed));
      continue;
    }
    if (old.block.name !== placed.block.name || !near(old.seat.at, placed.seat.at))
      changes.seatsMoved.push(refOf(placed));
    if (old.row !== placed.row || old.seat.number !== placed.seat.number)
      changes.seatsRenumbered.push({ from: refOf(old), to: refOf(placed) });
    if (categoryOf(old) !== categoryOf(placed))
      changes.seatsRecategorised.push({ seat: refOf(placed), from: categoryOf(old), to: categoryOf(placed) });
  }
  for (const [id, old] of prevSeats) if (!nextSeats.has(id)) changes.seatsRemoved.push(refOf(old));
  return { venue, changes };
}

const seatText = (seat: SeatRef) => `${seat.block} row ${seat.row} seat ${seat.number}`;
const LISTED = 10;
const listed = (items: readonly string[]) =>
  items.length > LISTED
    ? `${items.slice(0, LISTED).join(', ')} and ${items.length - LISTED} more`
    : items.join(', ');

/** The changes as lines for the ticketing manager, empty when nothing changed. */
export function describeVenueChanges(changes: VenueChanges): string[] {
  const lines: string[] = [];
  const add = (label: string, items: readonly string[]) => {
    if (items.length > 0) lines.push(`${label} (${items.length}): ${listed(items)}`);
  };
  add('Categories added', changes.categoriesAdded);
  add('Categories no longer in the plan, kept as inactive', changes.categoriesRetired);
  add('Stands added', changes.standsAdded);
  add('Stands removed', changes.standsRemoved);
  add('Blocks added', changes.blocksAdded);
  add('Blocks removed', changes.blocksRemoved);
  add('Standing blocks kept (no plan has them)', changes.blocksKept);
  add('Seats added', changes.seatsAdded.map(seatText));
  add('Seats removed', changes.seatsRemoved.map(seatText));
  add('Seats moved', changes.seatsMoved.map(seatText));
  add(
    'Seats renumbered',
    changes.seatsRenumbered.map(({ from, to }) => `${seatText(from)} → ${seatText(to)}`),
  );
  add(
    'Seats in another category',
    changes.seatsRecategorised.map(({ seat, from, to }) => `${seatText(seat)} (${from} → ${to})`),
  );
  return lines;
}

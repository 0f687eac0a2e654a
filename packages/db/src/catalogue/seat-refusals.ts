import type { RefusalCode, TableChanges } from './catalogue-plan';
import type { CatalogueTable } from './catalogue-rows';
import type { Use, Uses } from './catalogue-usage';
import type { FullRow } from './row-values';
import {
  idOf,
  isUsed,
  it,
  its,
  seatLabel,
  single,
  usedWords,
  VENUE_FILE,
  type Refuse,
  type Subject,
} from './refusal-texts';

/** More refused seats of one block than this become one refusal naming the first few. */
const SEATS_LISTED = 3;

/** A seat change to check against its sales. */
export interface SeatCheck {
  code: Extract<RefusalCode, 'SEAT_REMOVED' | 'SEAT_RECATEGORISED' | 'SEAT_MOVED'>;
  seat: FullRow;
  /** Past tickets stand in the way too (the seat's stock rows would go). */
  pastCounts: boolean;
  /** What the change is, for the sentence and for grouping: "from Cat 1 to Cat 2". */
  detail: string;
  wayOut: string;
}

/** How refusals name blocks, categories and venues (before and after the change). */
export interface SeatNames {
  blockName: (id: unknown) => string;
  categoryName: (id: unknown) => string;
  arenaOf: (blockId: unknown, side: 'before' | 'after') => unknown;
}

/**
 * The seat changes sales can refuse: removals (their stock rows go, so past tickets count too),
 * moves to another block (a ticket names its block) and category changes (a ticket names its
 * category and was priced by it). Seats of `goneBlocks` are left to their block's refusal.
 */
export function checksOfSeats(
  changes: Record<CatalogueTable, TableChanges<FullRow>>,
  goneBlocks: ReadonlySet<string>,
  { blockName, categoryName, arenaOf }: SeatNames,
): SeatCheck[] {
  const seatChecks: SeatCheck[] = [];
  for (const seat of changes.seats.removed)
    if (!goneBlocks.has(String(seat.blockId)))
      seatChecks.push({
        code: 'SEAT_REMOVED',
        seat,
        pastCounts: true,
        detail: '',
        wayOut: `Keep it in ${VENUE_FILE}.`,
      });
  for (const { before, after, fields } of changes.seats.changed) {
    if (goneBlocks.has(String(before.blockId))) continue;
    if (fields.some((f) => f.field === 'blockId')) {
      const otherVenue = arenaOf(before.blockId, 'before') !== arenaOf(after.blockId, 'after');
      seatChecks.push({
        code: 'SEAT_MOVED',
        seat: before,
        pastCounts: otherVenue,
        detail: `from block ${blockName(before.blockId)} to ${blockName(after.blockId)}`,
        wayOut: `Keep it in block ${blockName(before.blockId)} in ${VENUE_FILE}.`,
      });
    }
    if (fields.some((f) => f.field === 'categoryId'))
      seatChecks.push({
        code: 'SEAT_RECATEGORISED',
        seat: before,
        pastCounts: false,
        detail: `from ${categoryName(before.categoryId)} to ${categoryName(after.categoryId)}`,
        wayOut: `Keep it in ${categoryName(before.categoryId)} in ${VENUE_FILE}; it can change once nobody holds a ticket for it.`,
      });
  }

  return seatChecks;
}

/** Seat refusals, one per seat, or one per block and kind of change past {@link SEATS_LISTED} seats. */
export function refuseSeats(
  checks: readonly SeatCheck[],
  uses: Uses,
  blockName: (id: unknown) => string,
  refuse: Refuse,
) {
  const groups = new Map<string, { check: SeatCheck; seats: { seat: FullRow; use: Use }[] }>();
  for (const check of checks) {
    const use = uses.get(idOf(check.seat));
    if (!isUsed(use, check.pastCounts)) continue;
    const group = `${check.code}\u001f${String(check.seat.blockId)}\u001f${check.detail}`;
    const entry = groups.get(group) ?? { check, seats: [] };
    entry.seats.push({ seat: check.seat, use });
    groups.set(group, entry);
  }
  const label = (seat: FullRow) =>
    seatLabel(blockName(seat.blockId), String(seat.rowName), String(seat.seatNumber));
  const refuseOne = (check: SeatCheck, subject: Subject, use: Use, wayOut: string) => {
    const what =
      check.code === 'SEAT_REMOVED'
        ? `${it(subject)} cannot be removed`
        : check.code === 'SEAT_MOVED'
          ? `${it(subject)} cannot move ${check.detail}`
          : `${its(subject)} category cannot change ${check.detail}`;
    refuse(
      check.code,
      'seats',
      check.seat,
      subject,
      use,
      `${subject.text} ${usedWords(subject, use, 'ticket')}, so ${what}.`,
      wayOut,
    );
  };
  for (const { check, seats } of groups.values()) {
    if (seats.length <= SEATS_LISTED) {
      for (const { seat, use } of seats)
        refuseOne({ ...check, seat }, single(`seat ${label(seat)}`), use, check.wayOut);
      continue;
    }
    // One refusal for the block, keyed on its first seat, counting every seat's sales.
    const use: Use = { live: 0, expired: 0, past: 0, liveEvents: new Set(), pastEvents: new Set() };
    for (const { use: one } of seats) {
      use.live += one.live;
      use.expired += one.expired;
      use.closed = (use.closed ?? 0) + (one.closed ?? 0);
      use.past += one.past;
      for (const e of one.liveEvents) use.liveEvents.add(e);
      for (const e of one.pastEvents) use.pastEvents.add(e);
    }
    const named = seats.slice(0, SEATS_LISTED).map(({ seat }) => label(seat));
    const subject: Subject = {
      text: `${seats.length} seats of block ${blockName(check.seat.blockId)} (${named.join(', ')} and ${seats.length - SEATS_LISTED} more)`,
      plural: true,
    };
    refuseOne(
      check,
      subject,
      use,
      check.wayOut.replace(/^Keep it/, 'Keep them').replace('; it can', '; they can'),
    );
  }
}

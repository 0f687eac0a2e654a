import type { PitchKind } from './types';

/** Where a stand sits around the pitch, as drawn (long sides at the top and bottom). */
export type StandSide = 'top' | 'right' | 'bottom' | 'left';

/**
 * What a category is for, so the generator can put it in the right places: `centre` is the middle
 * of the lower tier along the sides (the dearest seats), `side` the rest of the sides, `end` the
 * ends and corners, `standing` the open-seating terraces, `away` the visitors' section.
 */
export type CategoryRole = 'centre' | 'side' | 'end' | 'standing' | 'away';

export const CATEGORY_ROLES: readonly CategoryRole[] = ['centre', 'side', 'end', 'standing', 'away'];

/** One price category of the venue. Without a role it is kept for history only: inactive, never placed. */
export interface CategorySpec {
  /** Short key, unique in the venue; the id is `<arena id>-<key>`. */
  key: string;
  name: string;
  description?: string | null;
  /** #rrggbb */
  colour: string;
  role?: CategoryRole;
}

/**
 * Blocks of a ring segment of one tier. Segments go clockwise from the top straight: 0 top,
 * 1 top-right corner, 2 right end, 3 bottom-right corner, 4 bottom, 5 bottom-left corner, 6 left end,
 * 7 top-left corner. Corners belong to the end stand beside them.
 */
export interface BlockSelector {
  level: number;
  segments: number[];
}

export interface TierSpec {
  /** Digit in the block labels ("N12" is level 1, block 2 of the North stand). */
  level: number;
  rows: number;
  /** Blocks in each of the 8 ring segments. */
  blocks: readonly [number, number, number, number, number, number, number, number];
  /** Start and end of the tier as fractions of the depth available around the pitch (0 = pitch edge). */
  inner: number;
  outer: number;
}

/** A whole venue: the generator turns it into arena, stands, categories, blocks and seats. */
export interface StadiumSpec {
  /** Arena id; every other id starts with it. */
  id: string;
  name: string;
  pitch: PitchKind;
  /** Drawing space of the overview (arena units). */
  width: number;
  height: number;
  /** Exact number of numbered seats. Standing places come on top, from the terrace areas. */
  seats: number;
  /** Standing places per seat on the same area (a terrace holds more people than seats would). */
  standingDensity?: number;
  stands: Record<StandSide, { letter: string; name: string }>;
  tiers: readonly TierSpec[];
  categories: readonly CategorySpec[];
  /** Open-seating blocks (terraces, a kop). */
  standing: readonly BlockSelector[];
  /** The visitors' section. */
  away: readonly BlockSelector[];
  /** Seed of the pseudo-random details (which blocks have a vomitory); defaults to the id. */
  seed?: string;
}

// Plain rows of a generated venue. Field names and types follow the drizzle insert types of
// packages/db/src/schema/{venues,events,stock,packs}.ts minus `tenantId` (the db package checks that at compile
// time); this package cannot import them, because @stadio/db depends on it.
import type { PitchKind } from './types';

export interface ArenaRow {
  id: string;
  name: string;
  imageUrl: string | null;
  pitch: PitchKind;
  width: number;
  height: number;
  usePacifa: boolean;
  websiteMaxTicketsInCart: number | null;
}

export interface StandRow {
  id: string;
  arenaId: string;
  name: string;
  sort: number;
}

export interface CategoryRow {
  id: string;
  arenaId: string;
  name: string;
  description: string | null;
  colour: string;
  isActive: boolean;
  sort: number;
}

export interface BlockRow {
  id: string;
  arenaId: string;
  standId: string;
  name: string;
  /** Category of every place of a standing block, of most seats of a seated one. */
  categoryId: string;
  /** SVG path data in arena coordinates. */
  contour: string;
  labelX: number;
  labelY: number;
  isOpenSeating: boolean;
  isAwaySection: boolean;
  capacity: number;
  sort: number;
}

/**
 * Where a seat is in its block and what it is called: what the seed stores for every seat and the
 * seat map draws (the storefront's MapSeat adds sale state to it).
 */
export interface SeatPosition {
  id: string;
  /** 1-based, from the pitch. */
  row: number;
  /** 1-based, left to right for a fan in the block facing the pitch. */
  column: number;
  rowName: string;
  seatNumber: string;
  /** Block-local units (about one seat wide), front row at small y. */
  x: number;
  y: number;
  /** Wheelchair (PMR) space. */
  isAccessible: boolean;
}

export interface SeatRow extends SeatPosition {
  blockId: string;
  categoryId: string;
}

/** Everything the generator makes for one venue. */
export interface GeneratedStadium {
  arena: ArenaRow;
  stands: StandRow[];
  categories: CategoryRow[];
  blocks: BlockRow[];
  seats: SeatRow[];
}

/**
 * The map's own input types, lined up with the GraphQL catalogue types (Arena, Block, Seat in
 * packages/graphql/schema.graphql): same field names, with a seat's category flattened (as the
 * cart stores it) and a block's main category resolved to its colour. `toPitchKind` maps the
 * upper-case GraphQL enum.
 */

import type { PitchKind, PitchRect, SeatPosition } from '@stadio/venues';
import type { Rect } from './zoom-math';

/**
 * The venue's drawing space (`Arena`: block contours and label points are in its units, the
 * playing surface is centred in it) and the surfaces drawn (`PitchKind`), shared with the
 * stadium generator.
 */
export type { Arena, PitchKind } from '@stadio/venues';

/** One block of the stadium overview (GraphQL `Block` without its seats). */
export interface MapBlock {
  id: string;
  name: string;
  standName: string;
  /** SVG path data in arena coordinates. */
  contour: string;
  labelX: number;
  labelY: number;
  /** Standing area: tickets without a seat number. */
  isOpenSeating: boolean;
  /** Seats (or places) still on sale; 0 means sold out. */
  availability: number;
  /** What is left as the server wrote it (block-left.ts) for `availability`; stale once it moves. */
  leftText?: { availability: number; text: string };
  /** Cheapest offer in cents; null when nothing is on sale. */
  minPrice?: number | null;
  /** Colour of its main category (any CSS colour); without one, a shade of the club's colour by price. */
  colour?: string;
  isAwaySection?: boolean;
}

/**
 * One seat of a block. x/y are in the block's own units (any scale: the map fits them) with the
 * playing area towards smaller y, so the first rows are drawn at the top, nearest the pitch; seats
 * are side by side only when their columns are consecutive.
 */
export interface MapSeat extends Omit<SeatPosition, 'isAccessible'> {
  available: boolean;
  /** Cents; null when the seat is not on sale. */
  price?: number | null;
  categoryId: string;
  categoryName: string;
  /** Category colour (any CSS colour); a stable colour per category id without one. */
  colour?: string;
  /** Wheelchair (PMR) space. */
  isAccessible?: boolean;
  /** Sold again by another fan (drawn with a ring). */
  isResale?: boolean;
  /** Sold as a restricted view (a pillar, a camera platform): drawn with a slash, and said so. */
  isRestrictedView?: boolean;
}

/**
 * A venue's geometry as the map draws it, worked out from its blocks' outlines whatever its shape
 * (venue-layout.ts): on the server for the seat selection, so the page carries these numbers only.
 */
export interface VenueLayout {
  /** Where the playing surface is drawn: the middle, shrunk if the blocks reach in (pitch-placement.ts). */
  pitch: PitchRect;
  /** What the overview fits at zoom 1 (overview-bounds.ts). */
  bounds: Rect;
  /** The usual size of a block (median shorter side of their boxes): block names and hatching follow it. */
  blockSize: number;
}

/** A price category as the legend shows it. */
export interface LegendCategory {
  id: string;
  name: string;
  colour: string;
  /** Cents; the category's standard (full adult) price, null to show no price. */
  price: number | null;
  /** Cents; the lowest price of the category when a concession costs less than `price`. */
  fromPrice?: number | null;
}

export type FormatPrice = (cents: number) => string;

const PITCH_KINDS: readonly PitchKind[] = ['football', 'hockey', 'basketball', 'stage'];

/** The map's pitch kind from a GraphQL `PitchKind` (`FOOTBALL`…) or a tenant's sport; football otherwise. */
export function toPitchKind(value: string | null | undefined): PitchKind {
  const kind = value?.toLowerCase();
  return PITCH_KINDS.find((k) => k === kind) ?? 'football';
}

import type { CatalogueRows, CatalogueTable } from './catalogue-rows';

/** One column of a row that an apply would rewrite. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A row present in the database and in the catalogue, with different values. */
export interface RowChange<Row> {
  /** The row's primary key without the club, parts joined by "/" (`m05/web`). */
  key: string;
  before: Row;
  after: Row;
  fields: FieldChange[];
}

/** What an apply would do to one table. Rows are complete: omitted columns at their default. */
export interface TableChanges<Row> {
  added: Row[];
  changed: RowChange<Row>[];
  removed: Row[];
}

export type CatalogueChanges = { [T in CatalogueTable]: TableChanges<CatalogueRows[T][number]> };

/** What a refusal is about, for a caller that words it itself (the back office, in five languages). */
export type RefusalCode =
  | 'SEAT_REMOVED'
  | 'SEAT_RECATEGORISED'
  | 'SEAT_MOVED'
  | 'BLOCK_REMOVED'
  | 'BLOCK_RECATEGORISED'
  | 'BLOCK_SEATING_CHANGED'
  | 'BLOCK_CAPACITY_BELOW_TAKEN'
  | 'EVENT_REMOVED'
  | 'EVENT_KICK_OFF_MOVED'
  | 'EVENT_VENUE_CHANGED'
  | 'CATEGORY_REMOVED'
  | 'PRODUCT_REMOVED'
  | 'PACK_REMOVED'
  | 'CAR_PARK_REMOVED'
  | 'CAR_PARK_CAPACITY_BELOW_TAKEN'
  | 'PROMO_CODE_REMOVED';

/**
 * A change that cannot be applied because it would break what is sold (ADR 0042: what is sold is
 * never broken by an edit). `reason` and `wayOut` are plain English
 * for the ticketing manager running the apply, naming things as the shop does (block, row and seat
 * number, match name), never by database id alone.
 */
export interface CatalogueRefusal {
  code: RefusalCode;
  table: CatalogueTable;
  /** The refused row's key, as in {@link RowChange.key}. */
  key: string;
  /** The thing as people call it: "Seat N12 · A · 10", "Match Riviera – Lyon (m05)". */
  subject: string;
  /** Ids of the matches whose sales stand in the way (sorted); empty when none is involved. */
  events: string[];
  reason: string;
  wayOut: string;
}

/** What applying a catalogue would change for one club, and what it refuses to. */
export interface CataloguePlan {
  tenantId: string;
  tables: CatalogueChanges;
  /** Nothing to apply can be refused; a plan with refusals applies nothing at all. */
  refusals: CatalogueRefusal[];
  /** The catalogue files and the database agree: an apply writes nothing. */
  isEmpty: boolean;
}

/** Rows an apply added, changed and removed in one table. */
export interface TableCounts {
  added: number;
  changed: number;
  removed: number;
}

/** What {@link applyCatalogue} wrote. */
export interface ApplyReport {
  tenantId: string;
  /** Per table; all zeros when the catalogue was already the database's. */
  tables: Record<CatalogueTable, TableCounts>;
  /** Stock derived from the venue and the matches. */
  stock: {
    /** `event_seats` rows added (available) for (match, seat) pairs that had none. */
    seatsAdded: number;
    /** Available `event_seats` rows deleted with their seat or match. */
    seatsRemoved: number;
    /** `open_seating_stock` rows added, re-sized and deleted. */
    standingAdded: number;
    standingResized: number;
    standingRemoved: number;
  };
  /** Whether anything was written (the club's catalogue revision moved only if a catalogue row did). */
  wrote: boolean;
}

import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  arenas,
  blocks,
  campaignPackEvents,
  campaignPacks,
  categories,
  competitions,
  eventChannelConfigurations,
  eventPrices,
  events,
  packChannelConfigurations,
  packPrices,
  parkingProducts,
  products,
  promoCodes,
  saleChannels,
  seats,
  stands,
  teams,
} from '../schema';
import type { CatalogueTable } from './catalogue-rows';

/**
 * How a column's values are compared and sent: what the database hands back is not always what a
 * catalogue file compiles to (a `real` keeps 24 bits, a `timestamptz` string comes back in the
 * server's format, `jsonb` reorders keys), so each kind has its own equality (row-values.ts).
 */
export type ColumnKind =
  | 'text'
  | 'integer'
  | 'real'
  | 'boolean'
  | 'jsonb'
  /** `timestamptz` read as a string: written and exported as an ISO instant. */
  | 'instant'
  /** `timestamptz` read as a `Date`. */
  | 'date'
  | 'text[]'
  | 'uuid[]';

export interface CatalogueColumn {
  /** The property of the row (`startDatetime`). */
  property: string;
  /** The SQL column (`start_datetime`). */
  name: string;
  kind: ColumnKind;
  notNull: boolean;
  /** What an omitted property becomes (the column's default, or null); `undefined`: it must be given. */
  omitted: unknown;
  drizzle: PgColumn;
}

export interface CatalogueTableSpec {
  table: PgTable;
  /** The SQL table name. */
  name: string;
  /** Primary-key properties without `tenantId`. */
  key: readonly string[];
  /** Every column a catalogue row holds (no `tenantId`, no stock column), key columns first. */
  columns: CatalogueColumn[];
}

function kindOf(column: PgColumn): ColumnKind {
  switch (column.columnType) {
    case 'PgText':
      return 'text';
    case 'PgInteger':
      return 'integer';
    case 'PgReal':
      return 'real';
    case 'PgBoolean':
      return 'boolean';
    case 'PgJsonb':
      return 'jsonb';
    case 'PgTimestampString':
      return 'instant';
    case 'PgTimestamp':
      return 'date';
    case 'PgArray':
      return column.getSQLType() === 'uuid[]' ? 'uuid[]' : 'text[]';
    default:
      throw new Error(`${column.name}: no catalogue kind for ${column.columnType}`);
  }
}

/** The value an omitted property takes when the row is inserted, as the row would read back. */
function omittedValue(column: PgColumn, kind: ColumnKind): unknown {
  if (!column.hasDefault) return column.notNull ? undefined : null;
  // The array defaults are `'{}'::text[]` expressions; no other catalogue default is SQL.
  if (is(column.default, SQL)) {
    if (kind === 'text[]' || kind === 'uuid[]') return [];
    throw new Error(`${column.name}: an SQL default the catalogue cannot read back`);
  }
  return column.default;
}

function spec(table: PgTable, key: readonly string[], without: readonly string[] = []): CatalogueTableSpec {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const properties = Object.keys(all).filter((p) => p !== 'tenantId' && !without.includes(p));
  const ordered = [...key, ...properties.filter((p) => !key.includes(p))];
  return {
    table,
    name: getTableName(table),
    key,
    columns: ordered.map((property) => {
      const drizzle = all[property];
      if (!drizzle) throw new Error(`${getTableName(table)} has no column for "${property}"`);
      const kind = kindOf(drizzle);
      return {
        property,
        name: drizzle.name,
        kind,
        notNull: drizzle.notNull,
        omitted: omittedValue(drizzle, kind),
        drizzle,
      };
    }),
  };
}

/** Every table of a catalogue with its key and columns, in {@link CATALOGUE_TABLES} order. */
export const CATALOGUE_SPECS: Readonly<Record<CatalogueTable, CatalogueTableSpec>> = {
  arenas: spec(arenas, ['id']),
  stands: spec(stands, ['id']),
  categories: spec(categories, ['id']),
  blocks: spec(blocks, ['id']),
  seats: spec(seats, ['id']),
  saleChannels: spec(saleChannels, ['id']),
  products: spec(products, ['id']),
  teams: spec(teams, ['id']),
  competitions: spec(competitions, ['id']),
  events: spec(events, ['id']),
  eventChannelConfigurations: spec(eventChannelConfigurations, ['eventId', 'saleChannelId']),
  eventPrices: spec(eventPrices, ['eventId', 'categoryId', 'productId']),
  campaignPacks: spec(campaignPacks, ['id']),
  campaignPackEvents: spec(campaignPackEvents, ['packId', 'eventId']),
  packChannelConfigurations: spec(packChannelConfigurations, ['packId', 'saleChannelId']),
  packPrices: spec(packPrices, ['packId', 'categoryId', 'productId']),
  // `taken` is stock (sales move it); `createdAt` is the database's.
  parkingProducts: spec(parkingProducts, ['id'], ['taken']),
  promoCodes: spec(promoCodes, ['id'], ['createdAt']),
};

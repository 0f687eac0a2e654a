import type {
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

type Insert<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'tenantId'>;

/**
 * Everything a club's catalogue holds, as the rows of its tables without `tenant_id` (ADR 0042):
 * what the catalogue files compile to, what the demo generator writes, and what an export reads
 * back. Stock (`event_seats`, `open_seating_stock`) is not listed: applying derives it from the
 * events and the venue, and never rewrites what sales changed.
 */
export interface CatalogueRows {
  arenas: Insert<typeof arenas>[];
  stands: Insert<typeof stands>[];
  categories: Insert<typeof categories>[];
  blocks: Insert<typeof blocks>[];
  seats: Insert<typeof seats>[];
  saleChannels: Insert<typeof saleChannels>[];
  products: Insert<typeof products>[];
  teams: Insert<typeof teams>[];
  competitions: Insert<typeof competitions>[];
  events: Insert<typeof events>[];
  eventChannelConfigurations: Insert<typeof eventChannelConfigurations>[];
  eventPrices: Insert<typeof eventPrices>[];
  campaignPacks: Insert<typeof campaignPacks>[];
  campaignPackEvents: Insert<typeof campaignPackEvents>[];
  packChannelConfigurations: Insert<typeof packChannelConfigurations>[];
  packPrices: Insert<typeof packPrices>[];
  /** Car parks of each match; `taken` is stock and never part of the catalogue. */
  parkingProducts: Omit<Insert<typeof parkingProducts>, 'taken'>[];
  /** `createdAt` is the database's. */
  promoCodes: Omit<Insert<typeof promoCodes>, 'createdAt'>[];
}

/** The tables of {@link CatalogueRows}, in the order their foreign keys need them written. */
export const CATALOGUE_TABLES = [
  'arenas',
  'stands',
  'categories',
  'blocks',
  'seats',
  'saleChannels',
  'products',
  'teams',
  'competitions',
  'events',
  'eventChannelConfigurations',
  'eventPrices',
  'campaignPacks',
  'campaignPackEvents',
  'packChannelConfigurations',
  'packPrices',
  'parkingProducts',
  'promoCodes',
] as const satisfies readonly (keyof CatalogueRows)[];

export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];

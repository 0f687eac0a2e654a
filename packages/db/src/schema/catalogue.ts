import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';

/*
 * What a club sells: venues (arena → stands → blocks → seats), price categories and products,
 * events and packs with their sale windows and prices. Ids are text chosen by the club's data
 * (stable across re-seeding); every key starts with tenant_id (ADR 0003). Money is integer cents.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** Where a sale happens (the web shop, a ticket office...). Channel configurations refer to it. */
export const saleChannels = pgTable(
  'sale_channels',
  { tenantId: tenantId(), id: text('id').notNull(), name: text('name').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** A venue. Contours and label points of its blocks are in its width × height drawing space. */
export const arenas = pgTable(
  'arenas',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    pitch: text('pitch', { enum: ['football', 'hockey', 'basketball', 'stage'] }).notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    usePacifa: boolean('use_pacifa').notNull().default(false),
    websiteMaxTicketsInCart: integer('website_max_tickets_in_cart'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('arenas_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export const stands = pgTable(
  'stands',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    arenaId: text('arena_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
    index('stands_arena').on(t.tenantId, t.arenaId),
  ],
);

/** A price category of a venue (the legend colour of the map). Inactive ones are never shown. */
export const categories = pgTable(
  'categories',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    arenaId: text('arena_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    colour: text('colour').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
    check('categories_colour_hex', sql`${t.colour} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/**
 * A block of a stand. Seated blocks have rows of seats; open-seating (standing) blocks only a
 * capacity. `category_id` is the category of every place of an open-seating block, and the one of
 * most seats of a seated block (the colour of the block on the overview).
 */
export const blocks = pgTable(
  'blocks',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    arenaId: text('arena_id').notNull(),
    standId: text('stand_id').notNull(),
    name: text('name').notNull(),
    categoryId: text('category_id').notNull(),
    /** SVG path data in arena coordinates. */
    contour: text('contour').notNull(),
    labelX: real('label_x').notNull(),
    labelY: real('label_y').notNull(),
    isOpenSeating: boolean('is_open_seating').notNull().default(false),
    isAwaySection: boolean('is_away_section').notNull().default(false),
    /** Seats of a seated block, places of a standing one. */
    capacity: integer('capacity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
    foreignKey({ columns: [t.tenantId, t.standId], foreignColumns: [stands.tenantId, stands.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    index('blocks_arena').on(t.tenantId, t.arenaId),
    check('blocks_capacity_not_negative', sql`${t.capacity} >= 0`),
  ],
);

/** A numbered seat. x/y are in the block's own units, front row (nearest the pitch) at small y. */
export const seats = pgTable(
  'seats',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    blockId: text('block_id').notNull(),
    categoryId: text('category_id').notNull(),
    row: integer('row').notNull(),
    column: integer('column').notNull(),
    rowName: text('row_name').notNull(),
    seatNumber: text('seat_number').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    isAccessible: boolean('is_accessible').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.blockId], foreignColumns: [blocks.tenantId, blocks.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    index('seats_block').on(t.tenantId, t.blockId, t.row, t.column),
  ],
);

/** A price type (full price, under 18, resale...). Tenant-wide; inactive ones are never offered. */
export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isResale: boolean('is_resale').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const teams = pgTable(
  'teams',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    displayName: text('display_name').notNull(),
    logoUrl: text('logo_url'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const competitions = pgTable(
  'competitions',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * A match or show. `sale_status` is the club's switch (closed stops every channel); the public
 * status (archived, closed, opened, passed) is derived from it, the channel windows and the start.
 */
export const events = pgTable(
  'events',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    startDatetime: timestamptz('start_datetime').notNull(),
    arenaId: text('arena_id').notNull(),
    homeTeamId: text('home_team_id'),
    opponentId: text('opponent_id'),
    competitionId: text('competition_id'),
    isArchived: boolean('is_archived').notNull().default(false),
    saleStatus: text('sale_status', { enum: ['opened', 'closed'] })
      .notNull()
      .default('opened'),
    /** E-tickets can be downloaded from this many days before the start; null: at once. */
    ticketDownloadDaysBefore: integer('ticket_download_days_before'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
    foreignKey({ columns: [t.tenantId, t.homeTeamId], foreignColumns: [teams.tenantId, teams.id] }),
    foreignKey({ columns: [t.tenantId, t.opponentId], foreignColumns: [teams.tenantId, teams.id] }),
    foreignKey({
      columns: [t.tenantId, t.competitionId],
      foreignColumns: [competitions.tenantId, competitions.id],
    }),
    index('events_start').on(t.tenantId, t.startDatetime),
  ],
);

/** When an event sells on a channel; early birds may buy from `early_bird_opening_datetime`. */
export const eventChannelConfigurations = pgTable(
  'event_channel_configurations',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    saleChannelId: text('sale_channel_id').notNull(),
    openingDatetime: timestamptz('opening_datetime').notNull(),
    closingDatetime: timestamptz('closing_datetime').notNull(),
    earlyBirdOpeningDatetime: timestamptz('early_bird_opening_datetime'),
    maxIndividualSeatTicketsInCart: integer('max_individual_seat_tickets_in_cart'),
  },
  (t) => [
    primaryKey({
      name: 'event_channel_configurations_pk',
      columns: [t.tenantId, t.eventId, t.saleChannelId],
    }),
    foreignKey({
      name: 'event_channel_configurations_event_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }),
    foreignKey({
      name: 'event_channel_configurations_channel_fk',
      columns: [t.tenantId, t.saleChannelId],
      foreignColumns: [saleChannels.tenantId, saleChannels.id],
    }),
    check('event_channel_window', sql`${t.openingDatetime} < ${t.closingDatetime}`),
    check(
      'event_channel_early_bird_first',
      sql`${t.earlyBirdOpeningDatetime} is null or ${t.earlyBirdOpeningDatetime} < ${t.openingDatetime}`,
    ),
  ],
);

/** The price of a category with a product for one event; it applies to every block of that category. */
export const eventPrices = pgTable(
  'event_prices',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.categoryId, t.productId] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    check('event_prices_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * One row per seat and event: the hot table. A hold is a guarded update of `status` (see issue 6);
 * `block_id` is copied from the seat so availability per block is one index range.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    seatId: text('seat_id').notNull(),
    blockId: text('block_id').notNull(),
    status: text('status', { enum: ['available', 'onhold', 'confirmed'] })
      .notNull()
      .default('available'),
    orderId: text('order_id'),
    heldUntil: timestamptz('held_until'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.seatId] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
    foreignKey({ columns: [t.tenantId, t.seatId], foreignColumns: [seats.tenantId, seats.id] }),
    index('event_seats_block').on(t.tenantId, t.eventId, t.blockId, t.status),
    check('event_seats_hold_has_order', sql`${t.status} = 'available' or ${t.orderId} is not null`),
  ],
);

/** Places of an open-seating block for one event, taken by an atomic counter update. */
export const openSeatingStock = pgTable(
  'open_seating_stock',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    blockId: text('block_id').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.blockId] }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
    foreignKey({ columns: [t.tenantId, t.blockId], foreignColumns: [blocks.tenantId, blocks.id] }),
    check('open_seating_taken_within_capacity', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/** A seat another fan put back on sale for one event. */
export const resaleListings = pgTable(
  'resale_listings',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    eventId: text('event_id').notNull(),
    seatId: text('seat_id').notNull(),
    blockId: text('block_id').notNull(),
    productId: text('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description'),
    status: text('status', { enum: ['on_sale', 'pending', 'sold', 'withdrawn'] })
      .notNull()
      .default('on_sale'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'resale_listings_event_seat_fk',
      columns: [t.tenantId, t.eventId, t.seatId],
      foreignColumns: [eventSeats.tenantId, eventSeats.eventId, eventSeats.seatId],
    }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    index('resale_listings_block').on(t.tenantId, t.eventId, t.blockId, t.status),
    check('resale_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** A pack of several events, or a season subscription (every home match), sold as one seat. */
export const campaignPacks = pgTable(
  'campaign_packs',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['pack', 'season'] }).notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    arenaId: text('arena_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
  ],
);

/** The events of a pack (the spec's "breakdowns by event"). */
export const campaignPackEvents = pgTable(
  'campaign_pack_events',
  {
    tenantId: tenantId(),
    packId: text('pack_id').notNull(),
    eventId: text('event_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.packId, t.eventId] }),
    foreignKey({
      name: 'campaign_pack_events_pack_fk',
      columns: [t.tenantId, t.packId],
      foreignColumns: [campaignPacks.tenantId, campaignPacks.id],
    }),
    foreignKey({ columns: [t.tenantId, t.eventId], foreignColumns: [events.tenantId, events.id] }),
  ],
);

export const packChannelConfigurations = pgTable(
  'pack_channel_configurations',
  {
    tenantId: tenantId(),
    packId: text('pack_id').notNull(),
    saleChannelId: text('sale_channel_id').notNull(),
    openingDatetime: timestamptz('opening_datetime').notNull(),
    closingDatetime: timestamptz('closing_datetime').notNull(),
    maxCampaignPacksInCart: integer('max_campaign_packs_in_cart'),
  },
  (t) => [
    primaryKey({ name: 'pack_channel_configurations_pk', columns: [t.tenantId, t.packId, t.saleChannelId] }),
    foreignKey({
      name: 'pack_channel_configurations_pack_fk',
      columns: [t.tenantId, t.packId],
      foreignColumns: [campaignPacks.tenantId, campaignPacks.id],
    }),
    foreignKey({
      name: 'pack_channel_configurations_channel_fk',
      columns: [t.tenantId, t.saleChannelId],
      foreignColumns: [saleChannels.tenantId, saleChannels.id],
    }),
    check('pack_channel_window', sql`${t.openingDatetime} < ${t.closingDatetime}`),
  ],
);

/** The price of a whole pack (every event) for a category and product. */
export const packPrices = pgTable(
  'pack_prices',
  {
    tenantId: tenantId(),
    packId: text('pack_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.packId, t.categoryId, t.productId] }),
    foreignKey({
      columns: [t.tenantId, t.packId],
      foreignColumns: [campaignPacks.tenantId, campaignPacks.id],
    }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
    check('pack_prices_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

export type ArenaRow = typeof arenas.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventChannelConfigurationRow = typeof eventChannelConfigurations.$inferSelect;
export type CampaignPackRow = typeof campaignPacks.$inferSelect;
export type PackChannelConfigurationRow = typeof packChannelConfigurations.$inferSelect;

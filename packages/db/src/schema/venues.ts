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
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';
import { translations } from './translations';

// Venues: arena → stands → blocks → seats, and the price categories of an arena.

export const arenas = pgTable(
  'arenas',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    nameTranslations: translations('name_translations'),
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
    nameTranslations: translations('name_translations'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
    index('stands_arena').on(t.tenantId, t.arenaId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    arenaId: text('arena_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    nameTranslations: translations('name_translations'),
    descriptionTranslations: translations('description_translations'),
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

export const blocks = pgTable(
  'blocks',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    arenaId: text('arena_id').notNull(),
    standId: text('stand_id').notNull(),
    name: text('name').notNull(),
    nameTranslations: translations('name_translations'),
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
    /** A picture of the view from the block's seats (a tenants-folder asset URL); null: none. */
    viewImageUrl: text('view_image_url'),
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
    /** Sold as a restricted view (a pillar, a camera platform): the map and the ticket say so. */
    isRestrictedView: boolean('is_restricted_view').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.blockId], foreignColumns: [blocks.tenantId, blocks.id] }),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    index('seats_block').on(t.tenantId, t.blockId, t.row, t.column),
    // Seats per block and category (the arena plan) from the index alone.
    index('seats_block_category').on(t.tenantId, t.blockId, t.categoryId),
  ],
);

export type ArenaRow = typeof arenas.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

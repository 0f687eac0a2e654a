import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { arenas, categories } from './venues';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';
import { translations } from './translations';

// What is sold: sale channels, products, teams, competitions, events with their sale windows and prices.

export const saleChannels = pgTable(
  'sale_channels',
  { tenantId: tenantId(), id: text('id').notNull(), name: text('name').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    nameTranslations: translations('name_translations'),
    descriptionTranslations: translations('description_translations'),
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
    displayNameTranslations: translations('display_name_translations'),
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
    nameTranslations: translations('name_translations'),
    descriptionTranslations: translations('description_translations'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const events = pgTable(
  'events',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    nameTranslations: translations('name_translations'),
    descriptionTranslations: translations('description_translations'),
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

export type ProductRow = typeof products.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventChannelConfigurationRow = typeof eventChannelConfigurations.$inferSelect;

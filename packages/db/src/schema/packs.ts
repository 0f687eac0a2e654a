import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { events, products, saleChannels } from './events';
import { arenas, categories } from './venues';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';
import { translations } from './translations';

// Packs and season subscriptions: their events, sale windows and prices.

export const campaignPacks = pgTable(
  'campaign_packs',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['pack', 'season'] }).notNull(),
    description: text('description'),
    nameTranslations: translations('name_translations'),
    descriptionTranslations: translations('description_translations'),
    imageUrl: text('image_url'),
    arenaId: text('arena_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.arenaId], foreignColumns: [arenas.tenantId, arenas.id] }),
  ],
);

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

export type CampaignPackRow = typeof campaignPacks.$inferSelect;
export type PackChannelConfigurationRow = typeof packChannelConfigurations.$inferSelect;

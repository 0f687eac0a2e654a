import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { events } from './events';
import { tenantId } from './tenant-id';
import { translations } from './translations';

/**
 * A car park sold with one event (docs/product.md#options). Places are a counter like
 * open seating: a hold is one guarded `taken = taken + n` within capacity, never a read-then-write.
 */
export const parkingProducts = pgTable(
  'parking_products',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    nameTranslations: translations('name_translations'),
    descriptionTranslations: translations('description_translations'),
    priceCents: integer('price_cents').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'parking_products_event_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }),
    index('parking_products_event').on(t.tenantId, t.eventId),
    check('parking_products_price_not_negative', sql`${t.priceCents} >= 0`),
    check('parking_taken_within_capacity', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/** A `parking_products` row. */
export type ParkingProductRow = typeof parkingProducts.$inferSelect;

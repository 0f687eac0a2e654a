import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events, products } from './events';
import { customers } from './identity';
import { blocks, seats } from './venues';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';

// Stock per event: one row per seat (the hot table), standing counters, resale listings.

export const eventSeats = pgTable(
  'event_seats',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    seatId: text('seat_id').notNull(),
    blockId: text('block_id').notNull(),
    /** `closed`: taken off sale by the club (seat_closures says why; migration 0023), never held. */
    status: text('status', { enum: ['available', 'onhold', 'confirmed', 'closed'] })
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
    // The sold and held seats only: what a pack's seats must not be in any of its events (catalogue).
    index('event_seats_taken')
      .on(t.tenantId, t.eventId, t.seatId)
      .where(sql`${t.status} <> 'available'`),
    check(
      'event_seats_hold_has_order',
      sql`(${t.status} in ('available', 'closed') or ${t.orderId} is not null) and (${t.status} <> 'closed' or ${t.orderId} is null)`,
    ),
    check('event_seats_known_status', sql`${t.status} in ('available', 'onhold', 'confirmed', 'closed')`),
  ],
);

/** Why a seat of a match is closed, one row per closed seat (deleted on reopening; the audit keeps the history). */
export const seatClosures = pgTable(
  'seat_closures',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    seatId: text('seat_id').notNull(),
    blockId: text('block_id').notNull(),
    reason: text('reason', { enum: ['cameras', 'segregation', 'restricted_view', 'other'] }).notNull(),
    note: text('note'),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    closedAt: timestamptz('closed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.seatId] }),
    foreignKey({
      name: 'seat_closures_event_seat_fk',
      columns: [t.tenantId, t.eventId, t.seatId],
      foreignColumns: [eventSeats.tenantId, eventSeats.eventId, eventSeats.seatId],
    }).onDelete('cascade'),
    index('seat_closures_block').on(t.tenantId, t.eventId, t.blockId),
    check('seat_closures_reason', sql`${t.reason} in ('cameras', 'segregation', 'restricted_view', 'other')`),
  ],
);

/** A match cancelled by the club: when, by whom, and whether all its orders are processed. */
export const eventCancellations = pgTable(
  'event_cancellations',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    ordersTotal: integer('orders_total').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({
      name: 'event_cancellations_event_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }),
  ],
);

/** What cancelling a match did with each of its orders (so a batch never takes an order twice). */
export const eventCancellationOrders = pgTable(
  'event_cancellation_orders',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    orderId: text('order_id').notNull(),
    outcome: text('outcome', { enum: ['cancelled', 'flagged', 'failed'] }).notNull(),
    doneAt: timestamptz('done_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'event_cancellation_orders_pk', columns: [t.tenantId, t.eventId, t.orderId] }),
    foreignKey({
      name: 'event_cancellation_orders_cancellation_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [eventCancellations.tenantId, eventCancellations.eventId],
    }).onDelete('cascade'),
    check('event_cancellation_orders_outcome', sql`${t.outcome} in ('cancelled', 'flagged', 'failed')`),
  ],
);

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
    /**
     * The ticket's face value as the club first sold it, whatever it was resold for since: the
     * price cap of a later listing is a percentage of it (docs/product.md#resale, migration 0022).
     */
    faceValueCents: integer('face_value_cents').notNull(),
    description: text('description'),
    status: text('status', { enum: ['on_sale', 'pending', 'sold', 'withdrawn'] })
      .notNull()
      .default('on_sale'),
    /** The order on hold buying it while `pending`, the buyer's order once `sold` (no foreign key: see ADR 0008). */
    orderId: text('order_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * The fan selling and their ticket (ADR 0021). Both null for listings made outside this shop
     * (the demo seed's, a box office import): nobody's ticket is voided and no payout is due.
     * The ticket's foreign key to `seat_tickets` is written by hand in migration 0015, because
     * orders.ts imports this file.
     */
    sellerCustomerId: uuid('seller_customer_id'),
    ticketId: text('ticket_id'),
    soldAt: timestamptz('sold_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
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
    foreignKey({
      name: 'resale_listings_seller_fk',
      columns: [t.tenantId, t.sellerCustomerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    // A ticket is on resale at most once at a time; a sold one is void and never listed again.
    uniqueIndex('resale_listings_live_ticket')
      .on(t.tenantId, t.ticketId)
      .where(sql`${t.ticketId} is not null and ${t.status} <> 'withdrawn'`),
    // A seller's listings: the orders page's states, the account-deletion check, the campaign limit.
    index('resale_listings_seller')
      .on(t.tenantId, t.sellerCustomerId, t.status)
      .where(sql`${t.sellerCustomerId} is not null`),
    check('resale_price_positive', sql`${t.priceCents} > 0`),
    check('resale_face_value_positive', sql`${t.faceValueCents} > 0`),
    check('resale_seller_has_ticket', sql`(${t.sellerCustomerId} is null) = (${t.ticketId} is null)`),
    check('resale_pending_has_order', sql`${t.status} <> 'pending' or ${t.orderId} is not null`),
  ],
);

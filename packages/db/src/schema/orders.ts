import type { Gender } from '@stadio/customers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { parkingProducts } from './parking';
import { eventSeats, resaleListings } from './stock';
import { inheritedTenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/*
 * Orders and what they hold (docs/product.md#orders, ADR 0008). An order on hold owns seats (event_seats rows
 * with its id), open-seating places and parking places (counters), resale listings (pending);
 * its tickets say which. Amounts are not stored on the order: gross and discount are the sums of
 * its tickets, so they cannot drift apart.
 *
 * These tables reference only rows of their own order, customer, seat or listing: no foreign key
 * to `tenants`, events, packs, blocks, categories or products, which every concurrent hold of a
 * club would lock in share mode (ADR 0008, addendum). Those ids come from the catalogue read of
 * the same hold, and catalogue rows are archived, never deleted.
 */

/** An order of one customer (docs/product.md#orders). */
export const orders = pgTable(
  'orders',
  {
    tenantId: inheritedTenantId(),
    /** `ord_` and random characters: not guessable, not sequential. */
    id: text('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    status: text('status', { enum: ['onhold', 'confirmed', 'cancelled', 'abandoned'] })
      .notNull()
      .default('onhold'),
    /** When an order on hold is abandoned and releases what it holds. */
    expiresAt: timestamptzDate('expires_at'),
    confirmedAt: timestamptzDate('confirmed_at'),
    /** How tickets are delivered; 1 = send by e-mail (docs/product.md#ticket-delivery). */
    ticketWithdrawal: integer('ticket_withdrawal').notNull().default(1),
    /**
     * The staff account that cancelled the order (a ticket manager, ADR 0024); null for every
     * other end, the fan's own cancel included. No foreign key: orders are on the hold path.
     */
    cancelledBy: uuid('cancelled_by'),
    cancelledAt: timestamptzDate('cancelled_at'),
    /** A payment is running at the provider (docs/product.md#payments). */
    hasTransactionInProgress: boolean('has_transaction_in_progress').notNull().default(false),
    promoCodeIds: text('promo_code_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptzDate('created_at').notNull(),
    updatedAt: timestamptzDate('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    index('orders_customer').on(t.tenantId, t.customerId, t.createdAt),
    // The sweeper serves every club from one loop, so like mail_outbox_due this index does not
    // start with tenant_id (ADR 0008): it holds only orders on hold, ordered by expiry. Its
    // predicate names `expires_at is not null` (true of every order on hold) so that only a query
    // comparing expires_at, the sweeper's, can use it: with `status = 'onhold'` alone, the generic
    // plans of the hold and release statements picked this small-looking index over the primary
    // key and read every on-hold entry, dead ones included (2,600 buffers per release; ADR 0008).
    index('orders_on_hold_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'onhold' and ${t.expiresAt} is not null`),
    check('orders_status', sql`${t.status} in ('onhold', 'confirmed', 'cancelled', 'abandoned')`),
    check('orders_on_hold_expires', sql`${t.status} <> 'onhold' or ${t.expiresAt} is not null`),
    check('orders_withdrawal_positive', sql`${t.ticketWithdrawal} > 0`),
  ],
);

/** The tickets of one event, of one pack, or the order's extra purchases (kind `ancillary`). */
export const ticketGroups = pgTable(
  'ticket_groups',
  {
    tenantId: inheritedTenantId(),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    kind: text('kind', { enum: ['event', 'pack', 'ancillary'] }).notNull(),
    eventId: text('event_id'),
    packId: text('pack_id'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'ticket_groups_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    index('ticket_groups_order').on(t.tenantId, t.orderId),
    // What the tickets' foreign keys name, so a ticket's group is always of the ticket's own order.
    unique('ticket_groups_order_key').on(t.tenantId, t.id, t.orderId),
    check(
      'ticket_groups_kind',
      sql`(${t.kind} = 'event' and ${t.eventId} is not null and ${t.packId} is null)
        or (${t.kind} = 'pack' and ${t.packId} is not null and ${t.eventId} is null)
        or (${t.kind} = 'ancillary' and ${t.eventId} is null and ${t.packId} is null)`,
    ),
  ],
);

/**
 * One seat (or open-seating place) for one event. A pack seat is one ticket per event of the pack,
 * the pack price split across them. `released` tickets belong to cancelled or abandoned orders and
 * stay for the order history; they no longer hold anything.
 */
export const seatTickets = pgTable(
  'seat_tickets',
  {
    tenantId: inheritedTenantId(),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    groupId: text('group_id').notNull(),
    eventId: text('event_id').notNull(),
    /** Null in an open-seating block: the place is counted in open_seating_stock. */
    seatId: text('seat_id'),
    blockId: text('block_id').notNull(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Zero or negative (docs/product.md#promo-codes). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** Bought from a fan's resale listing, which is `pending` with this order while on hold. */
    resaleListingId: text('resale_listing_id'),
    /** `resold`: a confirmed ticket its owner sold on resale; void, the buyer has a new one (ADR 0021). */
    status: text('status', { enum: ['onhold', 'confirmed', 'released', 'resold'] })
      .notNull()
      .default('onhold'),
    holderGender: text('holder_gender', {
      enum: ['female', 'male', 'unknown'] as const satisfies readonly Gender[],
    }),
    holderFirstName: text('holder_first_name'),
    holderLastName: text('holder_last_name'),
    holderEmail: text('holder_email'),
    holderPhoneNumber: text('holder_phone_number'),
    holderDateOfBirth: date('holder_date_of_birth', { mode: 'string' }),
    holderStreetAddress: text('holder_street_address'),
    holderPostalCode: text('holder_postal_code'),
    holderCityName: text('holder_city_name'),
    holderCountry: text('holder_country'),
    /** When the holder was filled in; it cannot change afterwards (docs/product.md#holders). */
    holderSetAt: timestamptzDate('holder_set_at'),
    /** A ticket the ticket office refunded on its own (then `released`), by whom, and why the fan reads. */
    refundedAt: timestamptzDate('refunded_at'),
    refundedBy: uuid('refunded_by'),
    refundReasonCode: text('refund_reason_code'),
    refundReasonText: text('refund_reason_text'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One key for the order and the group: the group exists, and it is of the ticket's order (the
    // group's own key to `orders` makes the order exist). One check per ticket written, not two.
    foreignKey({
      name: 'seat_tickets_group_order_fk',
      columns: [t.tenantId, t.groupId, t.orderId],
      foreignColumns: [ticketGroups.tenantId, ticketGroups.id, ticketGroups.orderId],
    }),
    foreignKey({
      name: 'seat_tickets_event_seat_fk',
      columns: [t.tenantId, t.eventId, t.seatId],
      foreignColumns: [eventSeats.tenantId, eventSeats.eventId, eventSeats.seatId],
    }),
    foreignKey({
      name: 'seat_tickets_resale_listing_fk',
      columns: [t.tenantId, t.resaleListingId],
      foreignColumns: [resaleListings.tenantId, resaleListings.id],
    }),
    index('seat_tickets_order').on(t.tenantId, t.orderId),
    // The database's own guard against selling a seat twice, behind the guarded updates: at most
    // one live direct-sale ticket per seat and event, at most one live ticket per resale listing.
    uniqueIndex('seat_tickets_live_seat')
      .on(t.tenantId, t.eventId, t.seatId)
      .where(sql`${t.seatId} is not null and ${t.resaleListingId} is null and ${t.status} <> 'released'`),
    uniqueIndex('seat_tickets_live_listing')
      .on(t.tenantId, t.resaleListingId)
      .where(sql`${t.resaleListingId} is not null and ${t.status} <> 'released'`),
    check('seat_tickets_status', sql`${t.status} in ('onhold', 'confirmed', 'released', 'resold')`),
    check('seat_tickets_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'seat_tickets_discount_within_price',
      sql`${t.discountCents} <= 0 and ${t.priceCents} + ${t.discountCents} >= 0`,
    ),
    check(
      'seat_tickets_refund_reason',
      sql`${t.refundedAt} is null or (${t.refundReasonCode} is not null and ${t.status} = 'released')`,
    ),
    check('seat_tickets_resale_has_seat', sql`${t.resaleListingId} is null or ${t.seatId} is not null`),
  ],
);

/** An extra purchase: a parking place (held on its car park's counter) or the club's plastic card. */
export const ancillaryTickets = pgTable(
  'ancillary_tickets',
  {
    tenantId: inheritedTenantId(),
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    groupId: text('group_id').notNull(),
    type: text('type', { enum: ['parking', 'plastic_card'] }).notNull(),
    /** The car park of a parking place; null for the plastic card. */
    parkingProductId: text('parking_product_id'),
    /** The name as sold (the plastic card has no product row to read it from later). */
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The club's mandatory plastic card: the buyer cannot remove it. */
    isMandatory: boolean('is_mandatory').notNull().default(false),
    status: text('status', { enum: ['onhold', 'confirmed', 'released'] })
      .notNull()
      .default('onhold'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'ancillary_tickets_group_order_fk',
      columns: [t.tenantId, t.groupId, t.orderId],
      foreignColumns: [ticketGroups.tenantId, ticketGroups.id, ticketGroups.orderId],
    }),
    foreignKey({
      name: 'ancillary_tickets_parking_fk',
      columns: [t.tenantId, t.parkingProductId],
      foreignColumns: [parkingProducts.tenantId, parkingProducts.id],
    }),
    index('ancillary_tickets_order').on(t.tenantId, t.orderId),
    // One plastic card per order.
    uniqueIndex('ancillary_tickets_one_card')
      .on(t.tenantId, t.orderId)
      .where(sql`${t.type} = 'plastic_card'`),
    check('ancillary_tickets_type', sql`${t.type} in ('parking', 'plastic_card')`),
    check(
      'ancillary_tickets_parking_has_product',
      sql`(${t.type} = 'parking') = (${t.parkingProductId} is not null)`,
    ),
    check('ancillary_tickets_status', sql`${t.status} in ('onhold', 'confirmed', 'released')`),
    check('ancillary_tickets_price_not_negative', sql`${t.priceCents} >= 0`),
    check(
      'ancillary_tickets_discount_within_price',
      sql`${t.discountCents} <= 0 and ${t.priceCents} + ${t.discountCents} >= 0`,
    ),
  ],
);

/** An `orders` row. */
export type OrderRow = typeof orders.$inferSelect;
/** A `ticket_groups` row. */
export type TicketGroupRow = typeof ticketGroups.$inferSelect;
/** A `seat_tickets` row. */
export type SeatTicketRow = typeof seatTickets.$inferSelect;
/** An `ancillary_tickets` row. */
export type AncillaryTicketRow = typeof ancillaryTickets.$inferSelect;

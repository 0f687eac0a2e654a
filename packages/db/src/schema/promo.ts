import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { orders } from './orders';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/*
 * Promo codes (docs/product.md#promo-codes). Restrictions are arrays of ids rather than join tables: a code
 * names a handful of events, packs, categories or products, is read whole by the engine and never joined on,
 * and an empty array simply means "no restriction".
 */

const idList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A promo code of one club (docs/product.md#promo-codes). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    /** What the fan types; unique per club whatever the case. */
    name: text('name').notNull(),
    description: text('description'),
    /** Short text shown next to the discount, e.g. "-10 %". */
    label: text('label').notNull(),
    discountType: text('discount_type', { enum: ['absolute', 'percent'] }).notNull(),
    /** Cents for `absolute`, percent (1..100) for `percent`. */
    discountValue: integer('discount_value').notNull(),
    scope: text('scope', { enum: ['seat_tickets', 'ancillaries', 'order'] }).notNull(),
    canBeCumulated: boolean('can_be_cumulated').notNull().default(true),
    /** Cumulation order: lower ranks apply first (a percent after an absolute code takes less). */
    rank: integer('rank').notNull().default(0),
    minOrderAmountCents: integer('min_order_amount_cents'),
    maxOrderAmountCents: integer('max_order_amount_cents'),
    /** Orders that may use the code in all; null = unlimited. */
    usageLimit: integer('usage_limit'),
    /** Orders of one customer that may use the code; null = unlimited. */
    perCustomerUsageLimit: integer('per_customer_usage_limit'),
    oneUsePerEventPerCustomer: boolean('one_use_per_event_per_customer').notNull().default(false),
    validFrom: timestamptzDate('valid_from'),
    validUntil: timestamptzDate('valid_until'),
    packIds: idList('pack_ids'),
    eventIds: idList('event_ids'),
    categoryIds: idList('category_ids'),
    /** Seat products (full price, child…), car parks, or `plastic-card`. */
    productIds: idList('product_ids'),
    /** Only early-bird customers (docs/product.md#roles) may use it. */
    earlyBirdsOnly: boolean('early_birds_only').notNull().default(false),
    /** Only these customers may use it; empty = any customer. */
    customerIds: uuid('customer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptzDate('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('promo_codes_name').on(t.tenantId, sql`lower(${t.name})`),
    check('promo_codes_discount_type', sql`${t.discountType} in ('absolute', 'percent')`),
    check('promo_codes_scope', sql`${t.scope} in ('seat_tickets', 'ancillaries', 'order')`),
    check(
      'promo_codes_discount_value',
      sql`${t.discountValue} > 0 and (${t.discountType} = 'absolute' or ${t.discountValue} <= 100)`,
    ),
    check(
      'promo_codes_order_amounts',
      sql`${t.minOrderAmountCents} is null or ${t.maxOrderAmountCents} is null or ${t.minOrderAmountCents} <= ${t.maxOrderAmountCents}`,
    ),
    check('promo_codes_usage_limit', sql`${t.usageLimit} is null or ${t.usageLimit} >= 0`),
    check(
      'promo_codes_per_customer_usage_limit',
      sql`${t.perCustomerUsageLimit} is null or ${t.perCustomerUsageLimit} >= 0`,
    ),
    check(
      'promo_codes_validity',
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} < ${t.validUntil}`,
    ),
  ],
);

/**
 * One use of a code by an order: one row per event whose tickets the code discounted (event null
 * when it discounted no event's ticket, e.g. only the plastic card). A use counts while its order
 * is confirmed, or on hold and not expired (or paying): uses of abandoned or cancelled orders free
 * up by themselves, without anyone deleting them.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    tenantId: tenantId(),
    promoCodeId: text('promo_code_id').notNull(),
    orderId: text('order_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    eventId: text('event_id'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    unique('promo_code_uses_once').on(t.tenantId, t.promoCodeId, t.orderId, t.eventId).nullsNotDistinct(),
    foreignKey({
      name: 'promo_code_uses_code_fk',
      columns: [t.tenantId, t.promoCodeId],
      foreignColumns: [promoCodes.tenantId, promoCodes.id],
    }),
    foreignKey({
      name: 'promo_code_uses_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    foreignKey({
      name: 'promo_code_uses_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    index('promo_code_uses_order').on(t.tenantId, t.orderId),
    index('promo_code_uses_customer').on(t.tenantId, t.customerId, t.promoCodeId),
  ],
);

/** A `promo_codes` row. */
export type PromoCodeRow = typeof promoCodes.$inferSelect;
/** A `promo_code_uses` row. */
export type PromoCodeUseRow = typeof promoCodeUses.$inferSelect;

/** A batch of single-use codes made in the back office (docs/staff-roles.md, PROMO_EDIT). */
export const promoBatches = pgTable(
  'promo_batches',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    prefix: text('prefix').notNull(),
    size: integer('size').notNull(),
    /** The staff member who made it. */
    createdBy: uuid('created_by'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), check('promo_batches_size', sql`${t.size} > 0`)],
);

/** The codes of a batch, so it can be downloaded again; a code deleted leaves its batch. */
export const promoBatchCodes = pgTable(
  'promo_batch_codes',
  {
    tenantId: text('tenant_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    promoCodeId: text('promo_code_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.batchId, t.promoCodeId] }),
    foreignKey({
      name: 'promo_batch_codes_batch_fk',
      columns: [t.tenantId, t.batchId],
      foreignColumns: [promoBatches.tenantId, promoBatches.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'promo_batch_codes_code_fk',
      columns: [t.tenantId, t.promoCodeId],
      foreignColumns: [promoCodes.tenantId, promoCodes.id],
    }).onDelete('cascade'),
    index('promo_batch_codes_code').on(t.tenantId, t.promoCodeId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/*
 * Abuse limits and the record of what should not have happened (ADR 0022, docs/security.md).
 */

/**
 * Counters of rate-limiter-flexible's PostgreSQL store, shared by every API process, in the
 * library's own shape (it reads and writes `key`, `points`, `expire`). The one table without a
 * leading tenant_id (ADR 0003): its rows are seconds-long counters, and the club's slug is part
 * of every key a club's request makes (`login-ip:<club>:<address>`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Epoch milliseconds when the counter resets; null never. */
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The order anomaly codes (docs/product.md#order-anomalies): something about an order's money
 * that the code refused to settle on its own and a person must look at.
 */
export const ORDER_ANOMALY_CODES = [
  'empty',
  'installment_not_paid',
  'overpaid_transaction_not_refunded',
  'payment_required',
  'refund_required',
  'transaction_details_unbalanced',
  'wrong_status',
] as const;
export type OrderAnomalyCode = (typeof ORDER_ANOMALY_CODES)[number];

/** Where a person is with an anomaly: `open` until someone acknowledges it, then forward only. */
export const ORDER_ANOMALY_STATUSES = ['open', 'acknowledged', 'in_progress', 'solved'] as const;
export type OrderAnomalyStatus = (typeof ORDER_ANOMALY_STATUSES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Something about an order that the code refused to settle on its own and a person must look at,
 * such as a provider notice of success for another amount than the one asked for. At most one
 * unsolved anomaly per order and code: detection runs again and again (jobs, retried webhooks)
 * and adds nothing while one is still being looked at.
 */
export const orderAnomalies = pgTable(
  'order_anomalies',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    /** The anomaly code (the column kept its first name, `kind`). */
    kind: text('kind', { enum: ORDER_ANOMALY_CODES }).notNull(),
    /** What was seen (amounts asked and notified, the provider's event id, its refusal). */
    details: jsonb('details').notNull(),
    status: text('status', { enum: ORDER_ANOMALY_STATUSES }).notNull().default('open'),
    createdAt: timestamptzDate('created_at').notNull(),
    /** Last status change (staff); equals createdAt until then. */
    updatedAt: timestamptzDate('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_anomalies_order').on(t.tenantId, t.orderId),
    index('order_anomalies_list').on(t.tenantId, t.createdAt),
    uniqueIndex('order_anomalies_one_unsolved')
      .on(t.tenantId, t.orderId, t.kind)
      .where(sql`${t.status} <> 'solved'`),
    check('order_anomalies_kind', sql`${t.kind} in (${inList(ORDER_ANOMALY_CODES)})`),
    check('order_anomalies_status', sql`${t.status} in (${inList(ORDER_ANOMALY_STATUSES)})`),
  ],
);

/** An `order_anomalies` row. */
export type OrderAnomalyRow = typeof orderAnomalies.$inferSelect;

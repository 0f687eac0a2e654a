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
 * Something about an order that the code refused to settle on its own and a person must look at,
 * such as a provider notice of success for another amount than the one asked for.
 */
export const orderAnomalies = pgTable(
  'order_anomalies',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    kind: text('kind', { enum: ['amount_mismatch', 'refund_refused'] }).notNull(),
    /** What was seen (amounts asked and notified, the provider's event id, its refusal). */
    details: jsonb('details').notNull(),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_anomalies_order').on(t.tenantId, t.orderId),
    check('order_anomalies_kind', sql`${t.kind} in ('amount_mismatch', 'refund_refused')`),
  ],
);

/** An `order_anomalies` row. */
export type OrderAnomalyRow = typeof orderAnomalies.$inferSelect;

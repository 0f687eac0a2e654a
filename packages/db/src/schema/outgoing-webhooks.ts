import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/**
 * Outgoing webhooks of a club (docs/integrations.md#webhooks, ADR 0052): the club's endpoints, the
 * events as written by the change that caused them (the outbox), and one delivery per event and
 * endpoint with its attempts (the delivery log the back office shows).
 */

/** Where a club wants to hear about its events; `secret` signs every delivery (Standard Webhooks). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it receives (order.confirmed…); at least one. */
    eventTypes: text('event_types').array().notNull(),
    /**
     * `whsec_` + base64 key. Kept as is, not hashed: every delivery is signed with it (HMAC), so
     * the API must read it back; it is shown to staff only when made (ADR 0052).
     */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamptzDate('created_at').notNull(),
    updatedAt: timestamptzDate('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('webhook_endpoints_events', sql`cardinality(${t.eventTypes}) > 0`),
  ],
);

/** One event, written in the transaction of the change it reports; `id` (msg_…) is its webhook-id. */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    /** The JSON body as sent: { type, timestamp, data }. */
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('webhook_messages_created').on(t.tenantId, t.createdAt),
  ],
);

/** One event to one endpoint: claimed by a worker with a lease, retried on a schedule (ADR 0052). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    endpointId: uuid('endpoint_id').notNull(),
    messageId: text('message_id').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptzDate('next_attempt_at'),
    leaseUntil: timestamptzDate('lease_until'),
    lastStatusCode: integer('last_status_code'),
    deliveredAt: timestamptzDate('delivered_at'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'webhook_deliveries_message_fk',
      columns: [t.tenantId, t.messageId],
      foreignColumns: [webhookMessages.tenantId, webhookMessages.id],
    }),
    index('webhook_deliveries_endpoint').on(t.tenantId, t.endpointId, t.createdAt),
    // One queue for every club, like the mail outbox (ADR 0006): only what is still to send.
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'sending', 'delivered', 'failed')`),
    check('webhook_deliveries_lease', sql`${t.status} <> 'sending' or ${t.leaseUntil} is not null`),
  ],
);

/** One HTTP attempt of a delivery, as the delivery log shows it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    tenantId: tenantId(),
    deliveryId: uuid('delivery_id').notNull(),
    attempt: integer('attempt').notNull(),
    startedAt: timestamptzDate('started_at').notNull(),
    /** Null when no answer came (timeout, refused connection). */
    statusCode: integer('status_code'),
    /** The answer's first bytes (bounded), or what went wrong. */
    excerpt: text('excerpt').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deliveryId, t.attempt] }),
    foreignKey({
      name: 'webhook_attempts_delivery_fk',
      columns: [t.tenantId, t.deliveryId],
      foreignColumns: [webhookDeliveries.tenantId, webhookDeliveries.id],
    }).onDelete('cascade'),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

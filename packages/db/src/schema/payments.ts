import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The spec's payment types (docs/product.md#payments): one list for the API, the counter and the
 * exports. A shop payment without one (older rows) is `free` for the free provider, else `credit_card`.
 */
export const PAYMENT_TYPES = [
  'bank_transfer',
  'cash',
  'cashless',
  'check',
  'credit_card',
  'free',
  'groupon',
  'not_chosen_yet',
  'payment_on_invoice',
  'salary_deduction',
  'unknown',
  'others',
] as const;
/** One of {@link PAYMENT_TYPES}. */
export type PaymentType = (typeof PAYMENT_TYPES)[number];
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/*
 * Payments (docs/product.md#payments). A payment is one attempt to pay an order through a provider (its
 * hosted page for a single payment, or for the first instalment of a plan whose later instalments the API
 * charges on the saved payment method). Webhook receipts make deliveries idempotent: a provider event id is
 * recorded once, in the transaction that applies it.
 */

/** One attempt to pay one order. */
export const payments = pgTable(
  'payments',
  {
    tenantId: tenantId(),
    /** `pay_` and random characters; also the provider's order reference and idempotency key. */
    id: text('id').notNull(),
    orderId: text('order_id').notNull(),
    /**
     * `sandbox`, `stripe` (the club's own account, docs/adr/0048), `counter`, or `free` for an order
     * whose total was zero (confirmed without a provider).
     */
    provider: text('provider').notNull(),
    /** The provider's checkout session id, once the session exists. */
    providerReference: text('provider_reference'),
    kind: text('kind', { enum: ['single', 'installment_plan'] }).notNull(),
    /** The whole order total, in cents (a plan charges it in instalments). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', {
      enum: ['created', 'pending', 'succeeded', 'failed', 'refunded', 'cancelled'],
    }).notNull(),
    numberOfInstallments: integer('number_of_installments').notNull().default(1),
    /** The hosted payment page the fan is sent to. */
    redirectUrl: text('redirect_url'),
    /** The saved card later instalments are charged on (provider's id). */
    savedMethodReference: text('saved_method_reference'),
    /** How it was paid; null on shop payments made before the column (see {@link PAYMENT_TYPES}). */
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }),
    /** The staff member who took it at the ticket office counter; null for the shop's payments. */
    staffId: uuid('staff_id'),
    createdAt: timestamptzDate('created_at').notNull(),
    updatedAt: timestamptzDate('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'payments_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    index('payments_order').on(t.tenantId, t.orderId, t.createdAt),
    uniqueIndex('payments_provider_reference').on(t.tenantId, t.provider, t.providerReference),
    check('payments_kind', sql`${t.kind} in ('single', 'installment_plan')`),
    check(
      'payments_status',
      sql`${t.status} in ('created', 'pending', 'succeeded', 'failed', 'refunded', 'cancelled')`,
    ),
    check('payments_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('payments_installments_positive', sql`${t.numberOfInstallments} >= 1`),
    check(
      'payments_payment_type',
      sql`${t.paymentType} is null or ${t.paymentType} in ('bank_transfer', 'cash', 'cashless', 'check', 'credit_card', 'free', 'groupon', 'not_chosen_yet', 'payment_on_invoice', 'salary_deduction', 'unknown', 'others')`,
    ),
  ],
);

/** One due date of an instalment plan; the first is paid by the checkout itself. */
export const installments = pgTable(
  'installments',
  {
    tenantId: tenantId(),
    paymentId: text('payment_id').notNull(),
    /** 1-based. */
    rank: integer('rank').notNull(),
    /** In the club's time zone. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * `awaiting_customer`: the bank wanted the cardholder for the off-session charge (3-D Secure);
     * the fan was e-mailed {@link actionUrl}, where they pay it themselves.
     */
    status: text('status', { enum: ['scheduled', 'paid', 'failed', 'awaiting_customer'] })
      .notNull()
      .default('scheduled'),
    /** Charges tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the charging job next tries it (the due date's midnight, then backoff after failures). */
    nextAttemptAt: timestamptzDate('next_attempt_at'),
    providerChargeReference: text('provider_charge_reference'),
    lastError: text('last_error'),
    /** The provider's page where the fan pays an instalment awaiting them. */
    actionUrl: text('action_url'),
    /** The provider's checkout session of that page (its webhook names it). */
    actionReference: text('action_reference'),
    paidAt: timestamptzDate('paid_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.paymentId, t.rank] }),
    foreignKey({
      name: 'installments_payment_fk',
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [payments.tenantId, payments.id],
    }),
    // The charging job serves every club from one loop, so like mail_outbox_due and
    // orders_on_hold_expiry this index does not start with tenant_id: it holds only due work.
    index('installments_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('installments_status', sql`${t.status} in ('scheduled', 'paid', 'failed', 'awaiting_customer')`),
    check('installments_rank_positive', sql`${t.rank} >= 1`),
    check('installments_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** A webhook event applied once: its provider event id is the idempotency key. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** Our payment it was about; null when it named none we know. */
    paymentId: text('payment_id'),
    receivedAt: timestamptzDate('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider, t.eventId] })],
);

/** Money given back: a payment that went through for an order that could no longer be sold. */
export const refunds = pgTable(
  'refunds',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    paymentId: text('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Why: `seats_unavailable`, `order_closed`, `already_paid`, `order_changed`. */
    reason: text('reason').notNull(),
    providerReference: text('provider_reference').notNull(),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'refunds_payment_fk',
      columns: [t.tenantId, t.paymentId],
      foreignColumns: [payments.tenantId, payments.id],
    }),
    index('refunds_payment').on(t.tenantId, t.paymentId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A `payments` row. */
export type PaymentRow = typeof payments.$inferSelect;
/** An `installments` row. */
export type InstallmentRow = typeof installments.$inferSelect;

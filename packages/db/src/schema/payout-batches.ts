import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { resalePayouts } from './resale-payouts';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/**
 * A SEPA credit transfer file made in the back office to pay resale sellers (docs/product.md#resale,
 * ADR 0049): `open` until staff say the bank executed it, then `paid` (its payouts with it). A
 * payout is in at most one batch (`resale_payouts.batch_id`). The debtor account is kept as the
 * file named it, so a download months later is the same file even if the club's file changed.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    /** The file's MsgId (at most 35 characters, unique per club): what the bank shows. */
    messageId: text('message_id').notNull(),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    payoutCount: integer('payout_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    debtorName: text('debtor_name').notNull(),
    debtorIban: text('debtor_iban').notNull(),
    debtorBic: text('debtor_bic').notNull(),
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: timestamptzDate('created_at').notNull(),
    paidBy: uuid('paid_by'),
    paidByEmail: text('paid_by_email'),
    paidAt: timestamptzDate('paid_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('payout_batches_created').on(t.tenantId, t.createdAt),
    uniqueIndex('payout_batches_message_id').on(t.tenantId, t.messageId),
    check('payout_batches_status', sql`${t.status} in ('open', 'paid')`),
    check('payout_batches_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('payout_batches_count', sql`${t.payoutCount} > 0`),
    check('payout_batches_total', sql`${t.totalCents} > 0`),
  ],
);

/**
 * One transfer of a batch as the file wrote it: the seller's name, account and the remittance text
 * of that day, so the file can be downloaded again unchanged (a seller may since have deleted
 * their account, which anonymises their name).
 */
export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    tenantId: text('tenant_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    /** The payout (its listing id): the transfer's end-to-end id. */
    listingId: text('listing_id').notNull(),
    position: integer('position').notNull(),
    amountCents: integer('amount_cents').notNull(),
    creditorName: text('creditor_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    remittance: text('remittance').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.batchId, t.listingId] }),
    foreignKey({
      name: 'payout_batch_items_batch_fk',
      columns: [t.tenantId, t.batchId],
      foreignColumns: [payoutBatches.tenantId, payoutBatches.id],
    }),
    foreignKey({
      name: 'payout_batch_items_payout_fk',
      columns: [t.tenantId, t.listingId],
      foreignColumns: [resalePayouts.tenantId, resalePayouts.listingId],
    }),
    check('payout_batch_items_amount', sql`${t.amountCents} > 0`),
  ],
);

export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type PayoutBatchItemRow = typeof payoutBatchItems.$inferSelect;

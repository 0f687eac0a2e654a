import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { seatTickets } from './orders';
import { resaleListings } from './stock';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';

/**
 * What the club owes a fan for a ticket resold through the shop (ADR 0021): written in the
 * transaction that confirms the buyer's order, with the bank details the seller had then, so a
 * later change of IBAN does not move a payout already due. The club's finance team pays it.
 */
export const resalePayouts = pgTable(
  'resale_payouts',
  {
    tenantId: tenantId(),
    listingId: text('listing_id').notNull(),
    sellerCustomerId: uuid('seller_customer_id').notNull(),
    /** The seller's ticket, void since the sale. */
    ticketId: text('ticket_id').notNull(),
    /** The buyer's order (no foreign key, as for listings: ADR 0008). */
    buyerOrderId: text('buyer_order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Null when the seller has removed their bank details since listing: finance asks them. */
    iban: text('iban'),
    bic: text('bic'),
    status: text('status', { enum: ['due', 'paid'] })
      .notNull()
      .default('due'),
    createdAt: timestamptz('created_at').notNull(),
    paidAt: timestamptz('paid_at'),
    /**
     * The transfer file that pays it (payout-batches.ts), once made: a payout is in at most one
     * batch, so two files never pay it twice (ADR 0049). Foreign key in migration 0029.
     */
    batchId: uuid('batch_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.listingId] }),
    foreignKey({
      name: 'resale_payouts_listing_fk',
      columns: [t.tenantId, t.listingId],
      foreignColumns: [resaleListings.tenantId, resaleListings.id],
    }),
    foreignKey({
      name: 'resale_payouts_seller_fk',
      columns: [t.tenantId, t.sellerCustomerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'resale_payouts_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [seatTickets.tenantId, seatTickets.id],
    }),
    index('resale_payouts_seller').on(t.tenantId, t.sellerCustomerId, t.createdAt),
    index('resale_payouts_batch').on(t.tenantId, t.batchId),
    check('resale_payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('resale_payouts_status', sql`${t.status} in ('due', 'paid')`),
    check('resale_payouts_paid_at', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

/** A `resale_payouts` row. */
export type ResalePayoutRow = typeof resalePayouts.$inferSelect;

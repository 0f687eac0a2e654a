import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from './delivery';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';

/*
 * Credit notes (docs/product.md#credit-notes): the document of a refund of money on an invoiced
 * order, numbered per club in a sequence of its own (migration 0028).
 */

/** Why a credit note was issued. */
export const CREDIT_NOTE_REASONS = ['ticket_refund', 'order_cancelled'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

/** One refunded line as the credit note prints it (amounts in cents including VAT). */
export interface CreditNoteLine {
  /** The seat ticket refunded, when the line is a ticket. */
  ticketId: string | null;
  /** What the invoice called it, with the seat as printed, in the note's language. */
  description: string;
  amountCents: number;
}

/**
 * The last credit note number of a club. Issuing locks this row in the transaction that inserts
 * the note, so numbers are sequential and gapless per club, like invoice_counters.
 */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    tenantId: tenantId(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'credit_note_counters_pkey', columns: [t.tenantId] }),
    check('credit_note_counters_not_negative', sql`${t.lastNumber} >= 0`),
  ],
);

/** A credit note: what was refunded on an invoiced order, frozen when issued. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    number: integer('number').notNull(),
    orderId: text('order_id').notNull(),
    /** The number of the order's invoice the note corrects. */
    invoiceNumber: integer('invoice_number').notNull(),
    reason: text('reason').$type<CreditNoteReason>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').notNull().$type<CreditNoteLine[]>(),
    /** The fan's language when it was issued: the language it is printed in. */
    locale: text('locale').notNull(),
    /** The refunds rows it documents. */
    refundIds: text('refund_ids').array().notNull(),
    staffId: uuid('staff_id'),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'credit_notes_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'credit_notes_invoice_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [invoices.tenantId, invoices.orderId],
    }),
    uniqueIndex('credit_notes_number').on(t.tenantId, t.number),
    index('credit_notes_order').on(t.tenantId, t.orderId),
    check('credit_notes_number_positive', sql`${t.number} > 0`),
    check('credit_notes_amount_positive', sql`${t.amountCents} > 0`),
    check('credit_notes_reason', sql`${t.reason} in ('ticket_refund', 'order_cancelled')`),
  ],
);

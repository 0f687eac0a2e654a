import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, seatTickets } from './orders';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';

/*
 * After the purchase (docs/product.md#tickets, ADR 0009): invoice numbers, ticket versions and wallet pass
 * serials.
 */

/**
 * The last invoice number of a club. Numbering locks this row (`... for update`) in the
 * transaction that inserts the invoice, so numbers are sequential and gapless per club.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    tenantId: tenantId(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check('invoice_counters_not_negative', sql`${t.lastNumber} >= 0`),
  ],
);

/** The invoice of a confirmed order: its number is given once and never changes. */
export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantId(),
    orderId: text('order_id').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    foreignKey({
      name: 'invoices_order_fk',
      columns: [t.tenantId, t.orderId],
      foreignColumns: [orders.tenantId, orders.id],
    }),
    uniqueIndex('invoices_number').on(t.tenantId, t.number),
    check('invoices_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * The current version of a seat ticket's QR code; a ticket without a row is at version 1.
 * Re-issuing (after a transfer, or on request) increments it, and gates refuse older versions.
 */
export const ticketVersions = pgTable(
  'ticket_versions',
  {
    tenantId: tenantId(),
    ticketId: text('ticket_id').notNull(),
    version: integer('version').notNull(),
    reissuedAt: timestamptz('reissued_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ticketId] }),
    foreignKey({
      name: 'ticket_versions_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [seatTickets.tenantId, seatTickets.id],
    }),
    check('ticket_versions_positive', sql`${t.version} > 1`),
  ],
);

/** The Apple Wallet serial number of a ticket's pass and the token its web service would check. */
export const walletPasses = pgTable(
  'wallet_passes',
  {
    tenantId: tenantId(),
    ticketId: text('ticket_id').notNull(),
    serialNumber: text('serial_number').notNull(),
    authenticationToken: text('authentication_token').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ticketId] }),
    foreignKey({
      name: 'wallet_passes_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [seatTickets.tenantId, seatTickets.id],
    }),
    uniqueIndex('wallet_passes_serial').on(t.tenantId, t.serialNumber),
  ],
);

/** An `invoices` row. */
export type InvoiceRow = typeof invoices.$inferSelect;

import type { Gender } from '@stadio/customers';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './identity';
import { seatTickets } from './orders';
import { tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';

/** The holder fields a transfer replaces, kept so that cancelling it gives the ticket back as it was. */
export interface TransferredHolder {
  gender: Gender | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  cityName: string | null;
  country: string | null;
  setAt: string | null;
}

/**
 * A ticket handed by e-mail to another customer of the same club (ADR 0021). While `active` the
 * recipient owns the ticket (the orders page, files, the gate's holder name); the sender may cancel
 * it until the event starts, which gives it back with its previous holder. Every change re-issues
 * the QR code (ticket_versions), so the copy the other side kept is refused at the gate.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    tenantId: tenantId(),
    /** `trf_` and random characters. */
    id: text('id').notNull(),
    ticketId: text('ticket_id').notNull(),
    fromCustomerId: uuid('from_customer_id').notNull(),
    toCustomerId: uuid('to_customer_id').notNull(),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    previousHolder: jsonb('previous_holder').$type<TransferredHolder>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'ticket_transfers_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [seatTickets.tenantId, seatTickets.id],
    }),
    foreignKey({
      name: 'ticket_transfers_from_fk',
      columns: [t.tenantId, t.fromCustomerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      name: 'ticket_transfers_to_fk',
      columns: [t.tenantId, t.toCustomerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    // A ticket is with one recipient at a time.
    uniqueIndex('ticket_transfers_active_ticket')
      .on(t.tenantId, t.ticketId)
      .where(sql`${t.status} = 'active'`),
    index('ticket_transfers_to')
      .on(t.tenantId, t.toCustomerId)
      .where(sql`${t.status} = 'active'`),
    index('ticket_transfers_from')
      .on(t.tenantId, t.fromCustomerId)
      .where(sql`${t.status} = 'active'`),
    check('ticket_transfers_status', sql`${t.status} in ('active', 'cancelled')`),
    check('ticket_transfers_not_to_self', sql`${t.fromCustomerId} <> ${t.toCustomerId}`),
    check('ticket_transfers_cancelled_at', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

/** A `ticket_transfers` row. */
export type TicketTransferRow = typeof ticketTransfers.$inferSelect;

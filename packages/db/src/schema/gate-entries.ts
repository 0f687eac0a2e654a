import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { seatTickets } from './orders';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/**
 * Who came in (docs/product.md#gate-scanning, ADR 0028): the first accepted scan of each ticket
 * version. Gate devices scan offline and send their scans later; the primary key makes the first
 * one to reach the database the entry, and every later scan of the same version (another gate, a
 * second pass) is answered as a duplicate. `entry_id` is the device's own id of its scan, so a
 * device sending the same scan again (a retry after a lost answer) is told it was first, not a
 * duplicate of itself.
 */
export const gateEntries = pgTable(
  'gate_entries',
  {
    tenantId: tenantId(),
    ticketId: text('ticket_id').notNull(),
    version: integer('version').notNull(),
    eventId: text('event_id').notNull(),
    /** The device's id of the scan (a UUID it made). */
    entryId: uuid('entry_id').notNull(),
    /** The device (one browser of one steward), as it names itself. */
    deviceId: text('device_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    /** When the steward scanned it, by the device's clock. */
    scannedAt: timestamptzDate('scanned_at').notNull(),
    /** When the server received it. */
    recordedAt: timestamptzDate('recorded_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.ticketId, t.version] }),
    foreignKey({
      name: 'gate_entries_ticket_fk',
      columns: [t.tenantId, t.ticketId],
      foreignColumns: [seatTickets.tenantId, seatTickets.id],
    }),
    uniqueIndex('gate_entries_entry').on(t.tenantId, t.entryId),
    index('gate_entries_event').on(t.tenantId, t.eventId, t.recordedAt),
  ],
);

/** A `gate_entries` row. */
export type GateEntryRow = typeof gateEntries.$inferSelect;

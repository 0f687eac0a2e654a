import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { inheritedTenantId, tenantId } from './tenant-id';
import { timestamptz } from './timestamptz';

/*
 * The virtual waiting room of an on-sale (ADR 0014). `waiting_rooms` is catalogue: whether an event
 * has one is public and changes the match page, so its statements move the club's catalogue
 * revision (migration 0013 adds the triggers of migration 0010). The line itself is stock-like
 * state written by every fan who joins: one counter row per event and one row per visitor.
 */

/** An event whose fans queue from `opens_at` and are admitted `admit_per_minute` at a time. */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    tenantId: tenantId(),
    eventId: text('event_id').notNull(),
    /** When the line opens (usually the sale's opening); nobody joins before. */
    opensAt: timestamptz('opens_at').notNull(),
    /** Fans let through a minute: what the shop can serve. */
    admitPerMinute: integer('admit_per_minute').notNull(),
    /** How long an admission lasts from the fan's turn (the admission token's lifetime). */
    admissionMinutes: integer('admission_minutes').notNull().default(20),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({
      name: 'waiting_rooms_event_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }),
    check('waiting_rooms_rate', sql`${t.admitPerMinute} between 1 and 60000`),
    check('waiting_rooms_admission', sql`${t.admissionMinutes} between 1 and 1440`),
  ],
);

/**
 * The line of one event: how many fans joined (a gap-free counter, so a fan's number is their
 * place in arrival order) and the turn given to the last of them. Deleted with its waiting room.
 */
export const waitingRoomLines = pgTable(
  'waiting_room_lines',
  {
    tenantId: inheritedTenantId(),
    eventId: text('event_id').notNull(),
    arrivals: bigint('arrivals', { mode: 'number' }).notNull(),
    /** The turn of the latest arrival; the next one's is at least one interval later. */
    lastTurnAt: timestamptz('last_turn_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({
      name: 'waiting_room_lines_room_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [waitingRooms.tenantId, waitingRooms.eventId],
    }).onDelete('cascade'),
  ],
);

/**
 * A fan in an event's line, known by the random visitor id of a cookie: their number (arrival
 * order), their turn (when they are admitted) and the customer who first held seats with the
 * admission, to which it is bound from then on.
 */
export const waitingRoomVisitors = pgTable(
  'waiting_room_visitors',
  {
    tenantId: inheritedTenantId(),
    eventId: text('event_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    turnAt: timestamptz('turn_at').notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
    customerId: uuid('customer_id'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId, t.visitorId] }),
    unique('waiting_room_visitors_number').on(t.tenantId, t.eventId, t.number),
    // Turns grow with numbers: the last fan whose turn has come is one backward index step.
    index('waiting_room_visitors_turn').on(t.tenantId, t.eventId, t.turnAt),
    foreignKey({
      name: 'waiting_room_visitors_line_fk',
      columns: [t.tenantId, t.eventId],
      foreignColumns: [waitingRoomLines.tenantId, waitingRoomLines.eventId],
    }).onDelete('cascade'),
  ],
);

export type WaitingRoomRow = typeof waitingRooms.$inferSelect;

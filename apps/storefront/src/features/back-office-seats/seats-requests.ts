import { z } from 'zod';
import { REASONS } from './seats-reasons';

/*
 * Bodies of the season-seats routes (seats-routes.ts), read by their handlers; the browser only
 * gets their input types. The API checks them again (season-seats-args.ts).
 */
const id = z.string().trim().min(1).max(100);

/** POST /api/staff/season-seats/close */
export const closeSeatsRequestSchema = z.object({
  eventId: id,
  blockId: id,
  /** Absent: every free seat of the block. */
  seatIds: z.array(id).min(1).max(5000).optional(),
  reason: z.enum(REASONS),
  note: z.string().trim().max(500).optional(),
});

/** POST /api/staff/season-seats/reopen */
export const reopenSeatsRequestSchema = z.object({ eventId: id, seatIds: z.array(id).min(1).max(5000) });

/** POST /api/staff/season-seats/cancel */
export const cancelEventRequestSchema = z.object({
  eventId: id,
  confirmation: z.string().trim().min(1).max(200),
});

/** POST /api/staff/season-seats/continue */
export const continueCancelRequestSchema = z.object({ eventId: id });

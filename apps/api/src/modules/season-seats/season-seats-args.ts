import { z } from 'zod';

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const id = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

export const eventArgs = z.object({ session, eventId: id });
export const blockArgs = z.object({ session, eventId: id, blockId: id });
export const closeSeatsArgs = z.object({
  session,
  eventId: id,
  blockId: id,
  /** Null or absent: every seat of the block. */
  seatIds: z.array(id).min(1, 'name at least one seat, or none for the whole block').max(5000).nullish(),
  reason: z.enum(['CAMERAS', 'SEGREGATION', 'RESTRICTED_VIEW', 'OTHER']),
  note: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
});
export const reopenSeatsArgs = z.object({
  session,
  eventId: id,
  seatIds: z.array(id).min(1, 'name at least one seat').max(5000),
});
export const cancelEventArgs = z.object({
  session,
  eventId: id,
  confirmation: z.string().trim().min(1, 'type the opponent’s name').max(200),
});

export { parseOrderArgs as parseSeasonSeatsArgs } from '../orders/order-args';

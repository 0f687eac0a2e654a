import { z } from 'zod';

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const orderId = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

export const staffLoginArgs = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  password: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6 digits of the authenticator'),
});
export const staffSessionArgs = z.object({ session });
export const staffOrderArgs = z.object({ session, orderId });
export const staffSearchArgs = z.object({
  session,
  query: z.string().trim().min(1, 'must not be empty').max(254, 'must be at most 254 characters'),
  eventId: orderId.nullish(),
});

export { parseOrderArgs as parseStaffArgs } from '../orders/order-args';

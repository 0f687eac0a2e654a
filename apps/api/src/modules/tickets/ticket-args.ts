import { z } from 'zod';
import { parseOrderArgs } from '../orders/order-args';

const id = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const customerId = z.uuid('must be a customer id (a UUID)');

export const myTicketsArgs = z.object({
  customerId,
  filter: z.enum(['UPCOMING', 'RESALABLE', 'ON_RESALE', 'RESOLD', 'PAST']).nullish(),
  first: z.number().int().min(1).max(50).nullish(),
  after: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a cursor given by a previous page')
    .nullish(),
});
export type MyTicketsArgs = z.output<typeof myTicketsArgs>;

export const walletTokenArgs = z.object({
  customerId,
  inputs: z.object({ walletType: z.enum(['APPLE', 'GOOGLE']), ticketIds: z.array(id).min(1).max(50) }),
});

export const sendTicketsArgs = z.object({
  customerId,
  orderId: id,
  ticketIds: z.array(id).min(1).max(99).nullish(),
});

export const ticketRefArgs = z.object({ customerId, ticketId: id });

export const verifyTokenArgs = z.object({ token: z.string().trim().min(1).max(2000) });

/** Validates arguments like the orders module does (BAD_USER_INPUT with every issue). */
export const parseTicketArgs = parseOrderArgs;

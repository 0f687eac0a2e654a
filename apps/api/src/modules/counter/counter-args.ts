import { z } from 'zod';
import { COUNTER_PAYMENT_TYPES } from './payment-types';

/*
 * Arguments of the counter operations: shapes and bounds only (what exists, is free or has a price
 * is decided against the database). A bad one is BAD_USER_INPUT with its issues, nothing changed.
 */

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const id = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
/** A name as the shop takes it: a non-space character (docs/product.md#validation), at most 100. */
const name = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be an e-mail address'))
  .pipe(z.string().max(254));

/** Most seats one counter sale sells (the shop's highest cart limit). */
export const MAX_COUNTER_TICKETS = 99;

export const counterSessionArgs = z.object({ session });
export const counterEventArgs = z.object({ session, eventId: id });
export const counterBlockArgs = z.object({ session, eventId: id, blockId: id });
export const counterCustomerArgs = z.object({ session, email });

export const counterSellArgs = z.object({
  session,
  input: z.object({
    eventId: id,
    tickets: z
      .array(
        z.object({
          blockId: id,
          seatId: id,
          productId: id,
          holderFirstName: name,
          holderLastName: name,
        }),
      )
      .min(1, 'must list at least one seat')
      .max(MAX_COUNTER_TICKETS, `must list at most ${MAX_COUNTER_TICKETS} seats`)
      .refine(
        (tickets) => new Set(tickets.map((t) => t.seatId)).size === tickets.length,
        'a seat is listed twice',
      ),
    buyer: z.object({ email, firstName: name.nullish(), lastName: name.nullish() }),
    paymentType: z.enum(COUNTER_PAYMENT_TYPES, 'is not taken at the counter'),
    sendTickets: z.boolean(),
  }),
});
export type CounterSellInput = z.output<typeof counterSellArgs>['input'];

export const REFUND_REASONS = [
  'FAN_REQUEST',
  'MATCH_CHANGED',
  'SEAT_PROBLEM',
  'SOLD_BY_MISTAKE',
  'OTHER',
] as const;

export const counterRefundArgs = z
  .object({
    session,
    orderId: id,
    ticketId: id,
    reason: z.enum(REFUND_REASONS),
    note: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
  })
  // "Other" says nothing on its own: the fan reads the ticket manager's words then.
  .refine((args) => args.reason !== 'OTHER' || Boolean(args.note), {
    path: ['note'],
    message: 'say why when the reason is "other"',
  });

export const customerArgs = z.object({ customerId: z.uuid('must be a customer id (a UUID)') });

export { parseOrderArgs as parseCounterArgs } from '../orders/order-args';

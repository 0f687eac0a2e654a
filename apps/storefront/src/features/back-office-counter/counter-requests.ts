import { z } from 'zod';
import { COUNTER_PAYMENT_TYPES } from './counter-payment-types';
import { REFUND_REASONS } from './refund-reasons';

/*
 * Bodies of the counter routes (counter-routes.ts), read by their handlers; the browser only gets
 * their input types. Shapes and bounds only: the API decides the rest.
 */

const id = z.string().trim().min(1).max(100);
const name = z.string().trim().min(1).max(100);

/** POST /api/staff/counter/seats */
export const counterSeatsRequestSchema = z.object({ eventId: id, blockId: id });

/** POST /api/staff/counter/customer */
export const counterCustomerRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
});

/** POST /api/staff/counter/sell */
export const counterSellRequestSchema = z.object({
  eventId: id,
  tickets: z
    .array(z.object({ blockId: id, seatId: id, productId: id, holderFirstName: name, holderLastName: name }))
    .min(1)
    .max(99),
  buyer: z.object({
    email: z.string().trim().toLowerCase().min(3).max(254),
    firstName: name.nullish(),
    lastName: name.nullish(),
  }),
  paymentType: z.enum(COUNTER_PAYMENT_TYPES),
  sendTickets: z.boolean(),
});

/** POST /api/staff/counter/refund */
export const counterRefundRequestSchema = z.object({
  orderId: id,
  ticketId: id,
  reason: z.enum(REFUND_REASONS),
  note: z.string().trim().max(500).nullish(),
});

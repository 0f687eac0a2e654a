import { ANCILLARY_TYPES } from '@stadio/graphql/enums';
import { z } from 'zod';
import { idArg, customerIdArg } from '../catalogue/parse-args';
import { visitorIdSchema } from '../waiting-room/visitor-id';
import { badOrderInput } from './order-errors';

/*
 * Arguments of the order operations. Shapes and bounds only: whether a seat exists, is on sale or
 * has a price is decided against the database, where the answer can carry the right error code.
 */

/** Most tickets one request may carry: the highest cart limit a club can configure (99). */
export const MAX_TICKETS_PER_REQUEST = 99;
const MAX_IDS = 500;

const id = idArg;
const customerId = customerIdArg;
const orderStatus = z.enum(['ONHOLD', 'CONFIRMED', 'CANCELLED', 'ABANDONED']);

const ticket = z.object({
  blockId: id,
  seatId: id.nullish(),
  productId: id,
  isFromResale: z.boolean().nullish(),
});

/** Arguments of `createOrderWithTickets`: one event or one pack, no seat twice. */
export const createOrderArgs = z.object({
  customerId,
  input: z
    .object({
      orderId: id.nullish(),
      eventId: id.nullish(),
      packId: id.nullish(),
      tickets: z
        .array(ticket)
        .min(1, 'must list at least one ticket')
        .max(MAX_TICKETS_PER_REQUEST, `must list at most ${MAX_TICKETS_PER_REQUEST} tickets`),
      // Checked only for an event with a waiting room (ADR 0014); a bad one is refused there.
      admissionToken: z.string().max(4096).nullish(),
      visitorId: visitorIdSchema.nullish(),
    })
    .superRefine((input, context) => {
      if (!input.eventId === !input.packId)
        context.addIssue({
          code: 'custom',
          path: ['eventId'],
          message: 'give exactly one of eventId and packId',
        });
      const seen = new Set<string>();
      input.tickets.forEach((t, index) => {
        if (t.isFromResale && !t.seatId)
          context.addIssue({
            code: 'custom',
            path: ['tickets', index, 'seatId'],
            message: 'a resale ticket needs its seat',
          });
        if (t.isFromResale && input.packId)
          context.addIssue({
            code: 'custom',
            path: ['tickets', index, 'isFromResale'],
            message: 'packs are not sold on resale',
          });
        if (!t.seatId) return;
        if (seen.has(t.seatId))
          context.addIssue({
            code: 'custom',
            path: ['tickets', index, 'seatId'],
            message: 'the same seat is listed twice',
          });
        seen.add(t.seatId);
      });
    }),
});
export type CreateOrderArgs = z.output<typeof createOrderArgs>;
export type CreateOrderTicket = z.output<typeof ticket>;

/** Arguments naming one order of one customer. */
export const orderRefArgs = z.object({ customerId, orderId: id });
export type OrderRefArgs = z.output<typeof orderRefArgs>;

/** Arguments of `updateTicketsOnOrder`: the ids to keep. */
export const updateTicketsArgs = orderRefArgs.extend({
  ticketIds: z
    .array(id)
    .max(MAX_IDS)
    .transform((ids) => [...new Set(ids)]),
  ticketAncillaryIds: z
    .array(id)
    .max(MAX_IDS)
    .transform((ids) => [...new Set(ids)]),
});
export type UpdateTicketsArgs = z.output<typeof updateTicketsArgs>;

/** Arguments of `setOrderAncillaries`: each product at most once, quantities within bounds. */
export const setAncillariesArgs = orderRefArgs.extend({
  ancillaries: z
    .array(
      z.object({
        type: z.enum(ANCILLARY_TYPES),
        productId: id,
        quantity: z
          .number()
          .int('must be a whole number')
          .min(0, 'must not be negative')
          .max(MAX_TICKETS_PER_REQUEST),
      }),
    )
    .max(50)
    .refine((list) => new Set(list.map((a) => a.productId)).size === list.length, {
      message: 'a product is listed twice',
    }),
});
export type SetAncillariesArgs = z.output<typeof setAncillariesArgs>;

/** Arguments of `setTicketHolders`: the holder fields themselves are checked with @stadio/customers. */
export const setHoldersArgs = orderRefArgs.extend({
  holders: z
    .array(z.object({ ticketId: id }).loose())
    .min(1, 'must list at least one holder')
    .max(MAX_IDS)
    .refine((list) => new Set(list.map((h) => h.ticketId)).size === list.length, {
      message: 'a ticket is listed twice',
    }),
});

/** Ticket withdrawal methods: 1 is "send by e-mail", the default (docs/product.md#ticket-delivery). */
export const setWithdrawalArgs = orderRefArgs.extend({
  value: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(20, 'is not a withdrawal method'),
});

/** Arguments of `showMyOrders`. */
export const showMyOrdersArgs = z.object({
  customerId,
  orderIds: z.array(id).max(MAX_IDS).nullish(),
  allowedStatus: z.array(orderStatus).max(4).nullish(),
  allowedSaleChannelIds: z.array(id).max(MAX_IDS).nullish(),
  hideOrdersWithInProgressTransaction: z.boolean().nullish(),
});
export type ShowMyOrdersArgs = z.output<typeof showMyOrdersArgs>;

/** Validates arguments; a violation is BAD_USER_INPUT listing every issue with its path. */
export function parseOrderArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data;
  throw badOrderInput(
    parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

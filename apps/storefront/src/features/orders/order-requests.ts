import { HOLDER_FIELDS, type HolderField } from '@stadio/customers';
import { z } from 'zod';
import { boundedIdSchema as id } from '@/features/api/id-schemas';
import { ANCILLARY_TYPES } from '@/features/cart/ancillary-type';

/**
 * Body of POST /api/order/create-order-with-tickets: the cart without the blocks' seats
 * (docs/product.md#holds). Only what the order needs is read; prices are the API's, never the cart's.
 */
export const createOrderBodySchema = z
  .object({
    orderId: id.nullish(),
    ticketType: z.enum(['event', 'pack']),
    event: z.object({ id }).nullish(),
    pack: z.object({ id }).nullish(),
    tickets: z
      .array(
        z.object({
          block: z.object({ id, isOpenSeating: z.boolean() }),
          seat: z.object({ id }).nullable(),
          offer: z.object({ productId: id, isFromResale: z.boolean() }),
        }),
      )
      .min(1, 'Choose at least one ticket.')
      .max(99),
  })
  .refine((cart) => (cart.ticketType === 'event' ? cart.event && !cart.pack : cart.pack && !cart.event), {
    message: 'Give the event of an event cart, or the pack of a pack cart.',
  })
  .refine((cart) => cart.tickets.every((ticket) => ticket.block.isOpenSeating || ticket.seat), {
    message: 'Every ticket needs a seat, except in an open-seating block.',
  });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** Body of POST /api/order/update-tickets-on-order: the ids that stay on the order. */
export const updateTicketsBodySchema = z.object({
  orderId: id,
  ticketIds: z.array(id).max(500),
  ticketAncillaryIds: z.array(id).max(500),
});

export const orderStatusSchema = z.enum(['onhold', 'confirmed', 'cancelled', 'abandoned']);

/** Body of POST /api/order/fetch-order. */
export const fetchOrderBodySchema = z.object({
  orderIds: z.array(id).min(1).max(50),
  allowedStatus: z.array(orderStatusSchema).optional(),
  hideOrdersWithInProgressTransaction: z.boolean().optional(),
});

/** Body of POST /api/options: the order whose extra purchases are offered. */
export const optionsBodySchema = z.object({ orderId: id });

/** Body of POST /api/add-ancillaries: the options step's choices (the whole list, not a delta). */
export const addAncillariesBodySchema = z.object({
  orderId: id,
  ancillaries: z
    .array(
      z.object({
        type: z.enum(ANCILLARY_TYPES),
        productId: id,
        quantity: z.int().min(1).max(99),
      }),
    )
    .max(20),
  /** How tickets are delivered: 1 sends them by e-mail (the default), 2 is pick-up at the ticket office. */
  ticketWithdrawal: z.union([z.literal(1), z.literal(2)]).optional(),
});

const holderText = z.string().max(200).nullish();

/** Body of POST /api/ticket: holders per ticket; each holder's fields are checked with the club's rules. */
export const ticketHoldersBodySchema = z.object({
  orderId: id,
  holders: z
    .array(
      z.object({
        ...(Object.fromEntries(HOLDER_FIELDS.map((field) => [field, holderText])) as Record<
          HolderField,
          typeof holderText
        >),
        ticketId: id,
      }),
    )
    .min(1)
    .max(99),
});

import { z } from 'zod';
import { boundedIdSchema as id } from '@/features/api/id-schemas';

/**
 * Body of `POST /api/block` (docs/product.md#block-loading): the block of an event or of a pack whose seats
 * the buyer wants to see. Exactly one of eventId and packId; the block name and stand name come along because
 * pack offers are keyed by them.
 */
export const blockRequestSchema = z
  .strictObject({
    eventId: id.optional(),
    packId: id.optional(),
    blockId: id,
    blockName: z.string().max(100),
    standName: z.string().max(100),
  })
  .refine((body) => Boolean(body.eventId) !== Boolean(body.packId), {
    message: 'Give exactly one of eventId and packId.',
    path: ['eventId'],
  });
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** A seat of the block as the map and the cart need it. Resale seats are sold by another fan. */
export const blockSeatSchema = z.object({
  id: z.string(),
  row: z.int(),
  column: z.int(),
  rowName: z.string(),
  seatNumber: z.string(),
  x: z.number(),
  y: z.number(),
  isAccessible: z.boolean(),
  /** Sold as a restricted view; absent (not false) on the others, so a venue without any sends no more. */
  isRestrictedView: z.literal(true).optional(),
  categoryId: z.string(),
  categoryName: z.string(),
  colour: z.string(),
  available: z.boolean(),
  isResale: z.boolean(),
  /** Lowest price in cents; null when the seat is not on sale. */
  price: z.int().nullable(),
  productIds: z.array(z.string()),
});
export type BlockSeat = z.infer<typeof blockSeatSchema>;

/** A resale listing (docs/product.md#resale): seats with their asking price, under one resale product. */
export const resaleOfferSchema = z.object({
  id: z.string(),
  productId: z.string(),
  description: z.string().nullable(),
  seats: z.array(z.object({ seatId: z.string(), price: z.int() })),
});
export type ResaleOffer = z.infer<typeof resaleOfferSchema>;

/** Where a block's view picture may come from: the club's assets (ADR 0019) or an https address. */
export const VIEW_IMAGE_URL = /^(\/tenant-assets\/|https:\/\/)[^\s"'<>\\]+$/;

/**
 * Answer of `POST /api/block`. Open-seating blocks have no seats; `availability` says how many
 * places are left and the cart assigns them. `viewImageUrl`, when the venue has one, is a picture
 * of the view from the block.
 */
export const blockAnswerSchema = z.object({
  blockId: z.string(),
  isOpenSeating: z.boolean(),
  viewImageUrl: z.string().regex(VIEW_IMAGE_URL).optional(),
  availability: z.int(),
  seats: z.array(blockSeatSchema),
  resaleOffers: z.array(resaleOfferSchema),
});
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;

import type { Gender } from '@stadio/customers';
import { z } from 'zod';
import { enumValues } from '@/lib/enum-values';
import { clampIndex, DEFAULT_TICKET_WITHDRAWAL, emptyCart } from './cart-defaults';
import { ANCILLARY_TYPES } from './ancillary-type';

/** Money is kept in integer cents so sums never drift. */
const cents = z.int().nonnegative();

/** The block a ticket is bought in (docs/product.md#catalogue-entities). */
export const cartBlockSchema = z.object({
  id: z.string(),
  name: z.string(),
  standName: z.string(),
  isOpenSeating: z.boolean(),
});
export type CartBlock = z.infer<typeof cartBlockSchema>;

/** The seat a ticket holds; x/y only matter to redraw it on the map. */
export const cartSeatSchema = z.object({
  id: z.string(),
  rowName: z.string(),
  seatNumber: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  x: z.number().optional(),
  y: z.number().optional(),
});
export type CartSeat = z.infer<typeof cartSeatSchema>;

/** The price chosen for a ticket (docs/product.md#catalogue-entities, offers). */
export const ticketOfferSchema = z.object({
  productId: z.string(),
  categoryId: z.string(),
  price: cents,
  seatIds: z.array(z.string()),
  isFromResale: z.boolean(),
});
export type TicketOffer = z.infer<typeof ticketOfferSchema>;

/** GENDERS of @stadio/customers, written here so the cart does not load that package (ADR 0017). */
export const genderSchema = z.enum(enumValues<Gender>()(['female', 'male', 'unknown']));

/**
 * Who will attend with the ticket. Fields are lenient on purpose: the holder form validates them,
 * and a half-typed holder must not make the whole stored cart unreadable.
 */
export const holderInfoSchema = z.object({
  gender: genderSchema.default('unknown'),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  streetAddress: z.string().default(''),
  postalCode: z.string().default(''),
  cityName: z.string().default(''),
  country: z.string().default(''),
  phoneNumber: z.string().default(''),
  /** yyyy-mm-dd. */
  dateOfBirth: z.string().nullable().default(null),
});
export type HolderInfo = z.infer<typeof holderInfoSchema>;

/** One ticket being chosen: it is complete once block, seat and offer are set. */
export const cartTicketSchema = z.object({
  block: cartBlockSchema.nullable(),
  seat: cartSeatSchema.nullable(),
  offer: ticketOfferSchema.nullable(),
  holderInfo: holderInfoSchema.optional(),
});
export type CartTicket = z.infer<typeof cartTicketSchema>;

export const extraPurchaseTypeSchema = z.enum(ANCILLARY_TYPES);

/** An extra purchase (docs/product.md#options) with its price before discounts. */
export const cartOptionSchema = z.object({
  id: z.string(),
  type: extraPurchaseTypeSchema,
  netPrice: cents,
});
export type CartOption = z.infer<typeof cartOptionSchema>;

export const cartEventSchema = z.object({ id: z.string(), name: z.string() });
export type CartEvent = z.infer<typeof cartEventSchema>;

export const cartPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['pack', 'season']),
});
export type CartPack = z.infer<typeof cartPackSchema>;

/** How tickets reach the buyer; the default is "send by e-mail" (docs/product.md#ticket-delivery). */
export const ticketWithdrawalSchema = z.object({ name: z.string(), value: z.int() });
export type TicketWithdrawal = z.infer<typeof ticketWithdrawalSchema>;
export { clampIndex, DEFAULT_TICKET_WITHDRAWAL };

/** Where a block request stands: seats and resale offers arrive with "received". */
export const blockLoadingSchema = z.object({
  blockId: z.string(),
  status: z.enum(['loading', 'received']),
});
export type BlockLoading = z.infer<typeof blockLoadingSchema>;

/** The buyer's position on the arena: the last block chosen, which new tickets start in. */
export const arenaSelectionSchema = z.object({
  selectedBlock: cartBlockSchema.nullable().default(null),
  blockLoading: blockLoadingSchema.nullable().default(null),
});
export type ArenaSelection = z.infer<typeof arenaSelectionSchema>;

const index = z.int().nonnegative();

/**
 * The cart as stored under the 'cart' key. Every field has a default so that `cartSchema.parse({})`
 * is the empty cart and a cart stored by an older version with fewer fields still loads.
 */
export const cartSchema = z
  .object({
    ticketType: z.enum(['event', 'pack']).default('event'),
    tickets: z.array(cartTicketSchema).default(() => []),
    options: z.array(cartOptionSchema).default(() => []),
    event: cartEventSchema.nullable().default(null),
    pack: cartPackSchema.nullable().default(null),
    ticketWithdrawal: ticketWithdrawalSchema.default(() => ({ ...DEFAULT_TICKET_WITHDRAWAL })),
    /** The parking chosen on the options screen; its price is counted once, through `options`. */
    parking: cartOptionSchema
      .extend({ type: z.literal('parking') })
      .nullable()
      .default(null),
    selectedTicketIndex: index.default(0),
    /** The ticket whose seat changed last, so the seat view can show it after selection moved on. */
    lastTicketIndexSelected: index.default(0),
    orderId: z.string().nullable().default(null),
    expiryDatetime: z.iso.datetime({ offset: true }).nullable().default(null),
    promoCodeIds: z.array(z.string()).default(() => []),
    arena: arenaSelectionSchema.default(() => ({ selectedBlock: null, blockLoading: null })),
  })
  // A hand-edited or shrunk cart must still point at a ticket that exists.
  .transform((cart) => ({
    ...cart,
    selectedTicketIndex: clampIndex(cart.selectedTicketIndex, cart.tickets.length),
    lastTicketIndexSelected: clampIndex(cart.lastTicketIndexSelected, cart.tickets.length),
  }));
export type Cart = z.infer<typeof cartSchema>;

/** A new cart with every field at its default (`cartSchema.parse({})`, without running zod). */
export const createEmptyCart = emptyCart;

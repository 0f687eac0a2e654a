import type { Cart, TicketWithdrawal } from './cart-schema';

/**
 * The cart's defaults without zod, for the code that runs on every page (the cart button, the
 * seat selection): the schema (cart-schema.ts) is only needed to check a cart read from storage,
 * and is loaded then (ADR 0017). `cart-defaults.test.ts` keeps `emptyCart()` equal to the
 * schema's own empty cart, `cartSchema.parse({})`.
 */

/** How tickets reach the buyer; the default is "send by e-mail" (docs/product.md#ticket-delivery). */
export const DEFAULT_TICKET_WITHDRAWAL: TicketWithdrawal = { name: 'Envoi par email', value: 1 };

/** A new cart with every field at its default (new arrays and objects each time). */
export function emptyCart(): Cart {
  return {
    ticketType: 'event',
    tickets: [],
    options: [],
    event: null,
    pack: null,
    ticketWithdrawal: { ...DEFAULT_TICKET_WITHDRAWAL },
    parking: null,
    selectedTicketIndex: 0,
    lastTicketIndexSelected: 0,
    orderId: null,
    expiryDatetime: null,
    promoCodeIds: [],
    arena: { selectedBlock: null, blockLoading: null },
  };
}

/** Index limited to 0..length-1 (0 for an empty list, which has no valid index to point at). */
export function clampIndex(value: number, length: number): number {
  return Math.max(0, Math.min(value, length - 1));
}

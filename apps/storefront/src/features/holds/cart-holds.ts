import 'server-only';
import type { z } from 'zod';
import { routeJson } from '@/features/api/route-contract';
import { forgetBlocks } from '@/features/seat-selection/block-answers';
import type { cartAdmission } from '@/features/waiting-room/visitor-cookies';
import { orderFailureResponse } from '@/features/orders/order-failure';
import type { CreateOrderBody, updateTicketsBodySchema } from '@/features/orders/order-requests';
import type { OrderRoute } from '@/features/orders/order-route';
import { CREATE_ORDER, UPDATE_TICKETS } from '@/features/orders/order-routes';

/** Limit of a cart's body: a full cart of seats with their names is a few kilobytes. */
export const CART_BODY_LIMIT = 64 * 1024;

/** This browser's waiting-room cookies, which the hold hands to the API (ADR 0014). */
export type CartAdmission = ReturnType<typeof cartAdmission>;

/**
 * Create order (docs/product.md#holds): holds the cart's seats in an order on hold (or adds them to the
 * cart's order). 200 with the order; seats taken meanwhile give 409 UNAVAILABLE. An event behind a
 * waiting room also needs this browser's admission: 403 ADMISSION_REFUSED otherwise. Answered by
 * Next's route handler or by the rush lane before Next (ADR 0037), alike.
 */
export async function holdCart(route: OrderRoute, cart: CreateOrderBody, admission: CartAdmission) {
  const eventId = cart.ticketType === 'event' ? (cart.event?.id ?? null) : null;
  const packId = cart.ticketType === 'pack' ? (cart.pack?.id ?? null) : null;
  const created = await route.api.create({
    orderId: cart.orderId ?? null,
    eventId,
    packId,
    tickets: cart.tickets.map((ticket) => ({
      blockId: ticket.block.id,
      // An open-seating place is taken from the block's capacity; the cart's place id is local.
      seatId: ticket.block.isOpenSeating ? null : (ticket.seat?.id ?? null),
      productId: ticket.offer.productId,
      isFromResale: ticket.offer.isFromResale,
    })),
    // Only events with a waiting room check these (ADR 0014).
    admissionToken: eventId ? (admission.token ?? null) : null,
    visitorId: eventId ? (admission.visitorId ?? null) : null,
  });
  // Held or refused, these blocks changed: the map's next look at them must not be a second old.
  forgetBlocks(
    route.tenant.slug,
    { eventId, packId },
    cart.tickets.map((ticket) => ticket.block.id),
  );
  return created.ok
    ? routeJson(CREATE_ORDER, { order: created.data, errors: [] })
    : orderFailureResponse(created.failure);
}

/**
 * Update order (docs/product.md#cart-popover): keeps only the listed tickets and ancillaries. Answers the
 * order id, or null when nothing is left and the order was cancelled.
 */
export async function keepCartTickets(route: OrderRoute, body: z.infer<typeof updateTicketsBodySchema>) {
  const updated = await route.api.updateTickets(body.orderId, body.ticketIds, body.ticketAncillaryIds);
  return updated.ok
    ? routeJson(UPDATE_TICKETS, { orderId: updated.data })
    : orderFailureResponse(updated.failure);
}

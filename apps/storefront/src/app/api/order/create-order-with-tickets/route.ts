import { createOrderBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { CREATE_ORDER } from '@/features/orders/order-routes';
import { admissionOf, existingVisitorId } from '@/features/waiting-room/visitor-cookies';
import { forgetBlocks } from '@/features/seat-selection/block-answers';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Create order (docs/product.md#holds): holds the cart's seats in an order on hold (or adds them to the
 * cart's order). 200 with the order; seats taken meanwhile give 409 UNAVAILABLE. An event behind a
 * waiting room also needs this browser's admission (its cookies): 403 ADMISSION_REFUSED otherwise.
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, createOrderBodySchema, 64 * 1024);
  if ('response' in body) return body.response;
  const cart = body.data;
  const eventId = cart.ticketType === 'event' ? cart.event?.id : undefined;
  const created = await route.api.create({
    orderId: cart.orderId ?? null,
    eventId: cart.ticketType === 'event' ? cart.event?.id : null,
    packId: cart.ticketType === 'pack' ? cart.pack?.id : null,
    tickets: cart.tickets.map((ticket) => ({
      blockId: ticket.block.id,
      // An open-seating place is taken from the block's capacity; the cart's place id is local.
      seatId: ticket.block.isOpenSeating ? null : (ticket.seat?.id ?? null),
      productId: ticket.offer.productId,
      isFromResale: ticket.offer.isFromResale,
    })),
    // Only events with a waiting room check these (ADR 0014).
    admissionToken: eventId ? ((await admissionOf(eventId)) ?? null) : null,
    visitorId: eventId ? ((await existingVisitorId()) ?? null) : null,
  });
  // Held or refused, these blocks changed: the map's next look at them must not be a second old.
  forgetBlocks(
    route.tenant.slug,
    {
      eventId: cart.ticketType === 'event' ? cart.event?.id : null,
      packId: cart.ticketType === 'pack' ? cart.pack?.id : null,
    },
    cart.tickets.map((ticket) => ticket.block.id),
  );
  return created.ok
    ? routeJson(CREATE_ORDER, { order: created.data, errors: [] })
    : orderFailureResponse(created.failure);
}

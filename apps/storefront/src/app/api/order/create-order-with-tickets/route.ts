import { cookies } from 'next/headers';
import { holdCart, CART_BODY_LIMIT } from '@/features/holds/cart-holds';
import { createOrderBodySchema } from '@/features/orders/order-requests';
import { orderRoute } from '@/features/orders/order-route';
import { cartAdmission } from '@/features/waiting-room/visitor-cookies';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Create order (docs/product.md#holds), see {@link holdCart}. The rush lane answers most calls
 * before Next (ADR 0037); this handler answers the rest (a session due its renewal, for one).
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, createOrderBodySchema, CART_BODY_LIMIT);
  if ('response' in body) return body.response;
  const jar = await cookies();
  const eventId = body.data.ticketType === 'event' ? body.data.event?.id : undefined;
  return holdCart(
    route,
    body.data,
    cartAdmission(eventId, (name) => jar.get(name)?.value),
  );
}

import { keepCartTickets } from '@/features/holds/cart-holds';
import { updateTicketsBodySchema } from '@/features/orders/order-requests';
import { orderRoute } from '@/features/orders/order-route';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Update order (docs/product.md#cart-popover), see {@link keepCartTickets}. The rush lane answers
 * most calls before Next (ADR 0037); this handler answers the rest.
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, updateTicketsBodySchema);
  if ('response' in body) return body.response;
  return keepCartTickets(route, body.data);
}

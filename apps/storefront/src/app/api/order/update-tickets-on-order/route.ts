import { updateTicketsBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { UPDATE_TICKETS } from '@/features/orders/order-routes';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Update order (docs/product.md#cart-popover): keeps only the listed tickets and ancillaries. Answers the
 * order id, or null when nothing is left and the order was cancelled.
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, updateTicketsBodySchema);
  if ('response' in body) return body.response;
  const { orderId, ticketIds, ticketAncillaryIds } = body.data;
  const updated = await route.api.updateTickets(orderId, ticketIds, ticketAncillaryIds);
  return updated.ok
    ? routeJson(UPDATE_TICKETS, { orderId: updated.data })
    : orderFailureResponse(updated.failure);
}

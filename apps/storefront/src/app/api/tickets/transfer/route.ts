import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { transferRequestSchema } from '@/features/my-orders/ticket-action-requests';
import { TRANSFER } from '@/features/my-orders/my-orders-routes';
import { ticketActionFailureResponse } from '@/features/my-orders/ticket-action-failure';
import { readJsonBody } from '@/lib/read-json-body';

/** Hands tickets of the logged-in customer to the club's customer with this e-mail (docs/adr/0021). */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, transferRequestSchema);
  if ('response' in body) return body.response;
  const moved = await route.api.transfer(body.data.ticketIds, body.data.email);
  if (!moved.ok) return ticketActionFailureResponse(moved.failure);
  return routeJson(TRANSFER, { ticketIds: moved.data });
}

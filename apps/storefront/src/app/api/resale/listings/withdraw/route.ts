import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { withdrawListingsRequestSchema } from '@/features/my-orders/ticket-action-requests';
import { WITHDRAW_LISTINGS } from '@/features/my-orders/my-orders-routes';
import { ticketActionFailureResponse } from '@/features/my-orders/ticket-action-failure';
import { readJsonBody } from '@/lib/read-json-body';

/** Takes tickets of the logged-in customer off resale while no buyer is paying (docs/adr/0021). */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, withdrawListingsRequestSchema);
  if ('response' in body) return body.response;
  const withdrawn = await route.api.withdrawListings(body.data.ticketIds);
  if (!withdrawn.ok) return ticketActionFailureResponse(withdrawn.failure);
  return routeJson(WITHDRAW_LISTINGS, { tickets: withdrawn.data });
}

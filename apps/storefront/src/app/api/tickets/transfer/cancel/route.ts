import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { cancelTransferRequestSchema } from '@/features/my-orders/ticket-action-requests';
import { CANCEL_TRANSFER } from '@/features/my-orders/my-orders-routes';
import { ticketActionFailureResponse } from '@/features/my-orders/ticket-action-failure';
import { readJsonBody } from '@/lib/read-json-body';

/** Takes a ticket the logged-in customer transferred back, until the match starts (docs/adr/0021). */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, cancelTransferRequestSchema);
  if ('response' in body) return body.response;
  const back = await route.api.cancelTransfer(body.data.ticketId);
  if (!back.ok) return ticketActionFailureResponse(back.failure);
  return routeJson(CANCEL_TRANSFER, { ticketId: back.data });
}

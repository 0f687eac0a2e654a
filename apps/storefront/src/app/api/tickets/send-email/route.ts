import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { sendTicketsRequestSchema } from '@/features/my-orders/my-orders-requests';
import { SEND_TICKETS } from '@/features/my-orders/my-orders-routes';
import { ticketFailureResponse } from '@/features/my-orders/ticket-failure';
import { readJsonBody } from '@/lib/read-json-body';

/** E-mails tickets of an order to the logged-in customer's own address (through the API's outbox). */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, sendTicketsRequestSchema);
  if ('response' in body) return body.response;
  const sent = await route.api.sendTickets(body.data.orderId, body.data.ticketIds);
  if (!sent.ok) return ticketFailureResponse(sent.failure);
  return routeJson(SEND_TICKETS, { sent: true });
}

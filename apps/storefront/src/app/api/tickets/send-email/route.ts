import { z } from 'zod';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { ticketFailureResponse } from '@/features/my-orders/ticket-failure';
import { readJsonBody } from '@/lib/read-json-body';

const id = z.string().regex(/^[\w-]{1,100}$/);
const bodySchema = z.object({ orderId: id, ticketIds: z.array(id).min(1).max(99).optional() });

/** E-mails tickets of an order to the logged-in customer's own address (through the API's outbox). */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, bodySchema);
  if ('response' in body) return body.response;
  const sent = await route.api.sendTickets(body.data.orderId, body.data.ticketIds);
  if (!sent.ok) return ticketFailureResponse(sent.failure);
  return Response.json({ sent: true }, { headers: { 'cache-control': 'no-store' } });
}

import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { listForResaleRequestSchema } from '@/features/my-orders/ticket-action-requests';
import { LIST_FOR_RESALE } from '@/features/my-orders/my-orders-routes';
import { ticketActionFailureResponse } from '@/features/my-orders/ticket-action-failure';
import { readJsonBody } from '@/lib/read-json-body';

/** Puts tickets of the logged-in customer on resale, all or none (docs/adr/0021). */
export async function POST(request: Request) {
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, listForResaleRequestSchema);
  if ('response' in body) return body.response;
  const listed = await route.api.listForResale(body.data.listings);
  if (!listed.ok) return ticketActionFailureResponse(listed.failure);
  return routeJson(LIST_FOR_RESALE, { tickets: listed.data });
}

import { routeJson } from '@/features/api/route-contract';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { ticketsQuerySchema } from '@/features/my-orders/my-orders-requests';
import { MY_TICKETS } from '@/features/my-orders/my-orders-routes';
import { ticketFailureResponse } from '@/features/my-orders/ticket-failure';
import { errorResponse } from '@/lib/read-json-body';

/** `/orders` page data: one page of the customer's ticket groups for a filter (`?filter=&after=`). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = ticketsQuerySchema.safeParse({
    filter: url.searchParams.get('filter') ?? undefined,
    after: url.searchParams.get('after'),
  });
  if (!query.success) return errorResponse(400, 'Invalid filter or cursor.');
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const page = await route.api.tickets({ filter: query.data.filter, after: query.data.after, first: 10 });
  if (!page.ok) return ticketFailureResponse(page.failure);
  return routeJson(MY_TICKETS, page.data);
}

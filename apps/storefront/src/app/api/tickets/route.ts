import { z } from 'zod';
import { myOrdersRoute } from '@/features/my-orders/my-orders-route';
import { ticketFailureResponse } from '@/features/my-orders/ticket-failure';
import { errorResponse } from '@/lib/read-json-body';

const querySchema = z.object({
  filter: z.enum(['UPCOMING', 'RESALABLE', 'ON_RESALE', 'RESOLD', 'PAST']).default('UPCOMING'),
  after: z
    .string()
    .regex(/^\d{1,6}$/)
    .nullish(),
});

/** `/orders` page data: one page of the customer's ticket groups for a filter (`?filter=&after=`). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = querySchema.safeParse({
    filter: url.searchParams.get('filter') ?? undefined,
    after: url.searchParams.get('after'),
  });
  if (!query.success) return errorResponse(400, 'Invalid filter or cursor.');
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const page = await route.api.tickets({ filter: query.data.filter, after: query.data.after, first: 10 });
  if (!page.ok) return ticketFailureResponse(page.failure);
  return Response.json(page.data, { headers: { 'cache-control': 'no-store' } });
}

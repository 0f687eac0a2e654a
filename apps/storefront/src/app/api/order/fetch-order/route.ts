import type { OrderStatus } from '@/gql/graphql';
import { fetchOrderBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { FETCH_ORDER } from '@/features/orders/order-routes';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Fetch order (docs/product.md#bff-routes): the customer's orders among `orderIds` (the first is the one
 * used).
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, fetchOrderBodySchema);
  if ('response' in body) return body.response;
  const { orderIds, allowedStatus, hideOrdersWithInProgressTransaction } = body.data;
  const fetched = await route.api.fetch({
    orderIds,
    allowedStatus: allowedStatus?.map((status) => status.toUpperCase() as OrderStatus),
    hideOrdersWithInProgressTransaction,
  });
  return fetched.ok
    ? routeJson(FETCH_ORDER, { orders: fetched.data })
    : orderFailureResponse(fetched.failure);
}

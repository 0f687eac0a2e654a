import type { OrderStatus } from '@/gql/graphql';
import { fetchOrderBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { orderJson, orderRoute } from '@/features/orders/order-route';
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
  return fetched.ok ? orderJson({ orders: fetched.data }) : orderFailureResponse(fetched.failure);
}

import type { AncillaryType } from '@/gql/graphql';
import { addAncillariesBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { ADD_ANCILLARIES } from '@/features/orders/order-routes';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * The options step: sets the order's optional extra purchases to this list (a full car park gives
 * 409 UNAVAILABLE) and, when given, how the tickets are delivered.
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, addAncillariesBodySchema);
  if ('response' in body) return body.response;
  const { orderId, ancillaries, ticketWithdrawal } = body.data;
  const set = await route.api.setAncillaries(
    orderId,
    ancillaries.map((a) => ({ ...a, type: a.type.toUpperCase() as AncillaryType })),
  );
  if (!set.ok) return orderFailureResponse(set.failure);
  if (ticketWithdrawal === undefined || ticketWithdrawal === set.data.ticketWithdrawal)
    return routeJson(ADD_ANCILLARIES, { order: set.data });
  const withdrawal = await route.api.setWithdrawal(orderId, ticketWithdrawal);
  return withdrawal.ok
    ? routeJson(ADD_ANCILLARIES, { order: withdrawal.data })
    : orderFailureResponse(withdrawal.failure);
}

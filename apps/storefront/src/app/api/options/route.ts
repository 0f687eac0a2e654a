import { optionsBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { ORDER_OPTIONS } from '@/features/orders/order-routes';
import { readJsonBody } from '@/lib/read-json-body';

/** The extra purchases (parking per event, plastic card) that can be added to an order on hold. */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, optionsBodySchema);
  if ('response' in body) return body.response;
  const offers = await route.api.ancillaryOffers(body.data.orderId);
  return offers.ok ? routeJson(ORDER_OPTIONS, { offers: offers.data }) : orderFailureResponse(offers.failure);
}

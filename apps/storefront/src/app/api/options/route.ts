import { optionsBodySchema } from '@/features/orders/order-requests';
import { orderFailureResponse } from '@/features/orders/order-failure';
import { orderJson, orderRoute } from '@/features/orders/order-route';
import { readJsonBody } from '@/lib/read-json-body';

/** The extra purchases (parking per event, plastic card) that can be added to an order on hold. */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, optionsBodySchema);
  if ('response' in body) return body.response;
  const offers = await route.api.ancillaryOffers(body.data.orderId);
  return offers.ok ? orderJson({ offers: offers.data }) : orderFailureResponse(offers.failure);
}

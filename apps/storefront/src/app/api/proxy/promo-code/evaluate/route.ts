import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { promoApi } from '@/features/promo/promo-api';
import { promoFailureResponse } from '@/features/promo/promo-failure';
import { evaluatePromoCodesBodySchema } from '@/features/promo/promo-requests';
import { EVALUATE_PROMO_CODES } from '@/features/promo/promo-routes';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Evaluate promo codes (docs/product.md#promo-codes): what the codes would take off the fan's order on hold,
 * as the four maps keyed by id (seatTicketDiscounts, ancillaryTicketDiscounts, promoCodeDiscounts,
 * promoCodeErrors) with the order's gross, discount and total. Nothing is applied yet.
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, evaluatePromoCodesBodySchema);
  if ('response' in body) return body.response;
  const { orderId, promoCodeIds } = body.data;
  const evaluated = await promoApi(route.tenant.slug).evaluate(route.customerId, orderId, promoCodeIds);
  if (!evaluated.ok) return promoFailureResponse(evaluated.failure, 'The promo codes could not be checked.');
  return routeJson(EVALUATE_PROMO_CODES, evaluated.data);
}

import { routeJson } from '@/features/api/route-contract';
import { orderRoute } from '@/features/orders/order-route';
import { promoApi } from '@/features/promo/promo-api';
import { promoFailureResponse } from '@/features/promo/promo-failure';
import { fetchPromoCodesBodySchema } from '@/features/promo/promo-requests';
import { FETCH_PROMO_CODES } from '@/features/promo/promo-routes';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Fetch promo codes (docs/product.md#promo-codes): `{ promoCodes }` for a name as the fan typed
 * it (at most one) or for ids. No code found answers 404 with PROMO_DOES_NOT_EXISTS; too many
 * codes that do not exist (per fan and per address, ADR 0041) 429 THROTTLED with Retry-After.
 */
export async function POST(request: Request) {
  const route = await orderRoute();
  if ('response' in route) return route.response;
  const body = await readJsonBody(request, fetchPromoCodesBodySchema);
  if ('response' in body) return body.response;
  const found = await promoApi(route.tenant.slug).find(route.customerId, body.data);
  if (!found.ok)
    return promoFailureResponse(found.failure, 'The promo codes could not be loaded.', { promoCodes: [] });
  if (found.data.length === 0)
    return Response.json(
      { promoCodes: [], code: 'PROMO_DOES_NOT_EXISTS', error: 'This promo code does not exist.' },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  return routeJson(FETCH_PROMO_CODES, { promoCodes: found.data });
}

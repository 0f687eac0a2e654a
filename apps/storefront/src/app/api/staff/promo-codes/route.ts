import { routeJson } from '@/features/api/route-contract';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { promoCreateRequest } from '@/features/back-office-promo/promo-requests';
import { PROMO_CREATE } from '@/features/back-office-promo/promo-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Creates one promo code (PROMO_EDIT); a refused field is a 400 naming it. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, promoCreateRequest);
  if ('response' in body) return body.response;
  const result = await promoApi(found.tenantSlug).create(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(PROMO_CREATE, { id: result.data.id });
}

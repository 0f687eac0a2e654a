import { routeJson } from '@/features/api/route-contract';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { promoActiveRequest } from '@/features/back-office-promo/promo-requests';
import { PROMO_ACTIVE } from '@/features/back-office-promo/promo-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Disables or re-enables a code (PROMO_EDIT). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, promoActiveRequest);
  if ('response' in body) return body.response;
  const result = await promoApi(found.tenantSlug).setActive(found.session, body.data.id, body.data.active);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(PROMO_ACTIVE, result.data);
}

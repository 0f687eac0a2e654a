import { routeJson } from '@/features/api/route-contract';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { promoUpdateRequest } from '@/features/back-office-promo/promo-requests';
import { PROMO_UPDATE } from '@/features/back-office-promo/promo-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Replaces a code's name and rules (PROMO_EDIT). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, promoUpdateRequest);
  if ('response' in body) return body.response;
  const { id, ...input } = body.data;
  const result = await promoApi(found.tenantSlug).update(found.session, id, input);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(PROMO_UPDATE, { id: result.data.id });
}

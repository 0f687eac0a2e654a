import { routeJson } from '@/features/api/route-contract';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { promoBatchRequest } from '@/features/back-office-promo/promo-requests';
import { PROMO_BATCH } from '@/features/back-office-promo/promo-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Creates a batch of single-use codes (PROMO_EDIT); the page then links to its CSV. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, promoBatchRequest);
  if ('response' in body) return body.response;
  const result = await promoApi(found.tenantSlug).createBatch(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(PROMO_BATCH, { id: result.data.id, size: result.data.size });
}

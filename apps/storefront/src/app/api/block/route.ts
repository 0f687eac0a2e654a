import { blockRequestSchema } from '@/features/seat-selection/block-request';
import { busyResponse } from '@/features/api/busy';
import { routeJson } from '@/features/api/route-contract';
import { requestLocale } from '@/features/api/request-locale';
import { blockAnswer } from '@/features/seat-selection/block-answers';
import { CatalogueBusyError, CatalogueUnavailableError } from '@/features/seat-selection/load-block';
import { canSeeSeatMap } from '@/features/seat-selection/map-access';
import { BLOCK } from '@/features/seat-selection/seat-selection-routes';
import { SessionCheckUnavailableError } from '@/features/session/session-epochs';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';

/** docs/product.md#block-loading: the seats and resale offers of one block of an event or pack. */
export async function POST(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  const body = await readJsonBody(request, blockRequestSchema);
  if ('response' in body) return body.response;
  try {
    // The page hides the map from anonymous visitors when the club wants that; so does its data.
    if (!(await canSeeSeatMap(tenant))) return errorResponse(401, 'Log in to see the seat map.');
    const block = await blockAnswer(tenant.slug, body.data, await requestLocale());
    if (!block) return errorResponse(404, 'No such block for this event or pack.');
    return routeJson(BLOCK, block);
  } catch (error) {
    // A saturated shop, or one whose API cannot confirm a session: 503 with Retry-After, the one
    // 5xx answered on purpose (ADR 0015).
    if (error instanceof CatalogueBusyError || error instanceof SessionCheckUnavailableError)
      return busyResponse(error.retryAfterSeconds);
    if (!(error instanceof CatalogueUnavailableError)) throw error;
    logger.error({ err: error, tenant: tenant.slug }, 'block seats unavailable');
    return errorResponse(502, 'The seats could not be loaded. Please try again.');
  }
}

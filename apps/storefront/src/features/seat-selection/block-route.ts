import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { busyResponse } from '@/features/api/busy';
import { routeJson } from '@/features/api/route-contract';
import { SessionCheckUnavailableError } from '@/features/session/session-epochs';
import { logger } from '@/lib/logger';
import { errorResponse } from '@/lib/read-json-body';
import { blockAnswer } from './block-answers';
import type { BlockRequest } from './block-request';
import { CatalogueBusyError, CatalogueUnavailableError } from './load-block';
import { BLOCK } from './seat-selection-routes';

/**
 * docs/product.md#block-loading: the seats and resale offers of one block of an event or pack, in
 * `locale`; `canSee` says whether this visitor may see the seat map. Answered by Next's route
 * handler or by the rush lane before Next (ADR 0037), alike.
 */
export async function answerBlock(
  tenant: Tenant,
  request: BlockRequest,
  locale: string | undefined,
  canSee: () => Promise<boolean>,
): Promise<Response> {
  try {
    // The page hides the map from anonymous visitors when the club wants that; so does its data.
    if (!(await canSee())) return errorResponse(401, 'Log in to see the seat map.');
    const block = await blockAnswer(tenant.slug, request, locale);
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

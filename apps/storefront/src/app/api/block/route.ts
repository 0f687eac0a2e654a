import { requestLocale } from '@/features/api/request-locale';
import { blockRequestSchema } from '@/features/seat-selection/block-request';
import { answerBlock } from '@/features/seat-selection/block-route';
import { canSeeSeatMap } from '@/features/seat-selection/map-access';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';

/**
 * A block's seats, see {@link answerBlock}. The rush lane answers most calls before Next
 * (ADR 0037); this handler answers the rest.
 */
export async function POST(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  const body = await readJsonBody(request, blockRequestSchema);
  if ('response' in body) return body.response;
  return answerBlock(tenant, body.data, await requestLocale(), () => canSeeSeatMap(tenant));
}

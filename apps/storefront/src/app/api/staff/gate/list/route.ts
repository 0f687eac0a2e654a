import { routeJson } from '@/features/api/route-contract';
import { gateApi } from '@/features/gate/gate-api';
import { gateListRequestSchema } from '@/features/gate/gate-requests';
import { GATE_LIST_ROUTE } from '@/features/gate/gate-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { errorResponse } from '@/lib/read-json-body';

/** A gate device downloads an event's gate list (docs/product.md#gate-scanning). */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = gateListRequestSchema.safeParse({
    eventId: url.searchParams.get('eventId') ?? undefined,
    locale: url.searchParams.get('locale') ?? undefined,
  });
  if (!query.success) return errorResponse(400, 'Name the event: ?eventId=');
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const result = await gateApi(found.tenantSlug, { locale: query.data.locale }).list(
    found.session,
    query.data.eventId,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(GATE_LIST_ROUTE, result.data);
}

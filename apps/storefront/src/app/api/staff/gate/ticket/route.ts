import { routeJson } from '@/features/api/route-contract';
import { gateApi } from '@/features/gate/gate-api';
import { gateTicketRequestSchema } from '@/features/gate/gate-requests';
import { GATE_TICKET_ROUTE } from '@/features/gate/gate-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { errorResponse } from '@/lib/read-json-body';

/**
 * A gate device online asks for a ticket its list does not know (sold after the list was
 * loaded) before it answers "unknown" (docs/product.md#gate-scanning).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const query = gateTicketRequestSchema.safeParse({
    eventId: url.searchParams.get('eventId') ?? undefined,
    ticketId: url.searchParams.get('ticketId') ?? undefined,
    locale: url.searchParams.get('locale') ?? undefined,
  });
  if (!query.success) return errorResponse(400, 'Name the event and the ticket: ?eventId=&ticketId=');
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const result = await gateApi(found.tenantSlug, { locale: query.data.locale }).ticket(
    found.session,
    query.data.eventId,
    query.data.ticketId,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(GATE_TICKET_ROUTE, result.data);
}

import { routeJson } from '@/features/api/route-contract';
import { progressOf, seatsApi } from '@/features/back-office-seats/seats-api';
import { cancelEventRequestSchema } from '@/features/back-office-seats/seats-requests';
import { SEATS_CANCEL_EVENT } from '@/features/back-office-seats/seats-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Cancels a match (once, whatever the clicks) and processes its first batch of orders. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, cancelEventRequestSchema);
  if ('response' in body) return body.response;
  const result = await seatsApi(found.tenantSlug).cancel(
    found.session,
    body.data.eventId,
    body.data.confirmation,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(SEATS_CANCEL_EVENT, progressOf(result.data));
}

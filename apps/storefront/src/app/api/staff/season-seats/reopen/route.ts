import { routeJson } from '@/features/api/route-contract';
import { seatsApi } from '@/features/back-office-seats/seats-api';
import { reopenSeatsRequestSchema } from '@/features/back-office-seats/seats-requests';
import { SEATS_REOPEN } from '@/features/back-office-seats/seats-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Reopens closed seats of a match: on sale again. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, reopenSeatsRequestSchema);
  if ('response' in body) return body.response;
  const result = await seatsApi(found.tenantSlug).reopen(found.session, body.data.eventId, body.data.seatIds);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(SEATS_REOPEN, result.data);
}

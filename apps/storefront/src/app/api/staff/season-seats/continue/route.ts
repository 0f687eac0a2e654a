import { routeJson } from '@/features/api/route-contract';
import { progressOf, seatsApi } from '@/features/back-office-seats/seats-api';
import { continueCancelRequestSchema } from '@/features/back-office-seats/seats-requests';
import { SEATS_CONTINUE_CANCEL } from '@/features/back-office-seats/seats-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Processes the next batch of a cancelled match's orders; the cancel page calls it until none remain. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, continueCancelRequestSchema);
  if ('response' in body) return body.response;
  const result = await seatsApi(found.tenantSlug).continue(found.session, body.data.eventId);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(SEATS_CONTINUE_CANCEL, progressOf(result.data));
}

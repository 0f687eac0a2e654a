import { routeJson } from '@/features/api/route-contract';
import { seatsApi } from '@/features/back-office-seats/seats-api';
import { closeSeatsRequestSchema } from '@/features/back-office-seats/seats-requests';
import { SEATS_CLOSE } from '@/features/back-office-seats/seats-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Closes the free seats among those named (or the whole block) of one block of a match. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, closeSeatsRequestSchema);
  if ('response' in body) return body.response;
  const result = await seatsApi(found.tenantSlug).close(found.session, body.data);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(SEATS_CLOSE, result.data);
}

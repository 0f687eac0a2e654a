import { routeJson } from '@/features/api/route-contract';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { counterSeatsRequestSchema } from '@/features/back-office-counter/counter-requests';
import { COUNTER_SEATS } from '@/features/back-office-counter/counter-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** The seats of one block of a match, each free or not, for the counter's seat map. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, counterSeatsRequestSchema);
  if ('response' in body) return body.response;
  const result = await counterApi(found.tenantSlug).seats(
    found.session,
    body.data.eventId,
    body.data.blockId,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(COUNTER_SEATS, { seats: result.data.map((seat) => ({ ...seat })) });
}

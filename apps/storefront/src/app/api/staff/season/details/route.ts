import { seasonRoute } from '@/features/back-office-season/season-route';
import { matchDetailsRequestSchema } from '@/features/back-office-season/season-requests';
import { SEASON_MATCH_DETAILS } from '@/features/back-office-season/season-routes';

/** A match's description per club language, and its kick-off (refused once sold). */
export async function POST(request: Request) {
  return seasonRoute(
    request,
    SEASON_MATCH_DETAILS,
    matchDetailsRequestSchema,
    (api, session, body) => api.details(session, body.eventId, body.description, body.kickOff || null),
    (match) => ({ eventId: match.id, saleOpen: match.saleOpen }),
  );
}

import { seasonRoute } from '@/features/back-office-season/season-route';
import { createMatchRequestSchema } from '@/features/back-office-season/season-requests';
import { SEASON_CREATE_MATCH } from '@/features/back-office-season/season-routes';

/** A season manager creates a match, its sale closed (ADR 0047). */
export async function POST(request: Request) {
  return seasonRoute(
    request,
    SEASON_CREATE_MATCH,
    createMatchRequestSchema,
    (api, session, body) =>
      api.createMatch(session, {
        opponentTeamId: body.opponentTeamId || null,
        opponentName: body.opponentName || null,
        competitionId: body.competitionId || null,
        kickOff: body.kickOff,
        arenaId: body.arenaId,
      }),
    (match) => ({ eventId: match.id, saleOpen: match.saleOpen }),
  );
}

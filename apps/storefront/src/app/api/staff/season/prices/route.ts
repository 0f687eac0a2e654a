import { seasonRoute } from '@/features/back-office-season/season-route';
import { matchPricesRequestSchema } from '@/features/back-office-season/season-requests';
import { SEASON_MATCH_PRICES } from '@/features/back-office-season/season-routes';

/** Cells of a match's price table, for new sales only. */
export async function POST(request: Request) {
  return seasonRoute(
    request,
    SEASON_MATCH_PRICES,
    matchPricesRequestSchema,
    (api, session, body) => api.prices(session, body.eventId, body.prices),
    (match) => ({ eventId: match.id, saleOpen: match.saleOpen }),
  );
}

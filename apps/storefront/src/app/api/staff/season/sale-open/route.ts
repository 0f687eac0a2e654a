import { seasonRoute } from '@/features/back-office-season/season-route';
import { saleOpenRequestSchema } from '@/features/back-office-season/season-requests';
import { SEASON_SALE_OPEN } from '@/features/back-office-season/season-routes';

/** Opens or closes a match's sale now. */
export async function POST(request: Request) {
  return seasonRoute(
    request,
    SEASON_SALE_OPEN,
    saleOpenRequestSchema,
    (api, session, body) => api.saleOpen(session, body.eventId, body.open),
    (match) => ({ eventId: match.id, saleOpen: match.saleOpen }),
  );
}

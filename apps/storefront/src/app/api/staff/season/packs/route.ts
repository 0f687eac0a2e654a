import { seasonRoute } from '@/features/back-office-season/season-route';
import { packRequestSchema } from '@/features/back-office-season/season-requests';
import { SEASON_PACK } from '@/features/back-office-season/season-routes';

/** A pack's or season ticket's matches and price cells, for new sales only. */
export async function POST(request: Request) {
  return seasonRoute(
    request,
    SEASON_PACK,
    packRequestSchema,
    (api, session, body) => api.pack(session, body.packId, body.eventIds, body.prices),
    (pack) => ({ packId: pack.id }),
  );
}

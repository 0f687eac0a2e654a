import { seasonRoute } from '@/features/back-office-season/season-route';
import { saleWindowsRequestSchema } from '@/features/back-office-season/season-requests';
import { SEASON_SALE_WINDOWS } from '@/features/back-office-season/season-routes';

/** A match's sale window, early bird and cart limit per sale channel. */
export async function POST(request: Request) {
  return seasonRoute(
    request,
    SEASON_SALE_WINDOWS,
    saleWindowsRequestSchema,
    (api, session, body) =>
      api.saleWindows(
        session,
        body.eventId,
        body.windows.map((w) => ({
          ...w,
          earlyBirdOpening: w.earlyBirdOpening || null,
          cartLimit: w.cartLimit ?? null,
        })),
      ),
    (match) => ({ eventId: match.id, saleOpen: match.saleOpen }),
  );
}

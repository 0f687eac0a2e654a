import { callRoute, type FixedRoute, type RouteBody } from '@/features/api/route-contract';
import { ticketActionErrorSchema, type TicketActionError } from './ticket-action-failure';

/** What a transfer or resale route answered: done, or the refusal to word (NETWORK: no answer). */
export type TicketActionResult =
  | { ok: true }
  | {
      ok: false;
      error:
        | Pick<TicketActionError, 'code' | 'reason' | 'minPrice' | 'maxPrice' | 'limit' | 'retryAfterSeconds'>
        | { code: 'NETWORK' };
    };

/** Calls a transfer or resale route of the shop through its contract (my-orders-routes.ts). */
export async function sendTicketAction<R extends FixedRoute>(
  route: R,
  body: RouteBody<R>,
): Promise<TicketActionResult> {
  const answer = await callRoute(route, body);
  if ('network' in answer) return { ok: false, error: { code: 'NETWORK' } };
  if (answer.ok) return { ok: true };
  // The session ended in another tab: log in again and come back to the orders page.
  if (answer.status === 401) {
    window.location.assign(`/login?redirectUrl=${encodeURIComponent('/orders')}`);
    return { ok: false, error: { code: 'LOGIN_REQUIRED' } };
  }
  const parsed = ticketActionErrorSchema.safeParse(answer.json);
  return {
    ok: false,
    error: parsed.success ? parsed.data : { code: answer.status === 400 ? 'BAD_USER_INPUT' : 'UNKNOWN' },
  };
}

/**
 * What the rush's fans do, over the storefront's own routes as the browser calls them:
 * - a browsing fan (anonymous) opens the home page, the match page, then one block of its seat
 *   map (`POST /api/block`, as features/seat-selection/fetch-block.ts does), again and again;
 * - a buyer (logged in) holds two seats (`POST /api/order/create-order-with-tickets`, the body of
 *   features/orders/order-client.ts) and releases them (`POST /api/order/update-tickets-on-order`
 *   with no ticket left, which cancels the order), again and again.
 * Pages are whole document loads (a fan landing from a link), not the client-side navigations of
 * a fan already in the shop. A 503 from a route the page calls (block, order) makes the fan wait
 * as the shop's browser code does (ADR 0015): its Retry-After plus a random share of it.
 */
import type { FanAnswer, FanFlow, FanHttp, FanRequest } from './fan-load';
import type { BlockRef, SeatPlan, SeatRef } from './seat-plan';

export const ROUTES = {
  static: 'static JS chunk',
  home: 'home page',
  match: 'match page',
  block: 'block (POST /api/block)',
  hold: 'hold (create order)',
  release: 'release (update order, no tickets)',
} as const;

export interface RushTarget {
  eventId: string;
  /** Path of the match page. */
  matchPath: string;
  /** The club's first language, as a browser set to it asks. */
  acceptLanguage: string;
  blocks: readonly BlockRef[];
}

/** After a 503, the wait before the fan's next call: Retry-After (1 s without one) and up to half again. */
async function backOff(answer: FanAnswer | null): Promise<void> {
  if (answer?.status !== 503) return;
  const seconds = Math.min(8, answer.retryAfterSeconds ?? 1) * (1 + Math.random() / 2);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
}

const page = (route: string, path: string, acceptLanguage: string): FanRequest => ({
  route,
  method: 'GET',
  path,
  headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': acceptLanguage },
});

/** A fan loading one file again and again (the static baseline, or one page alone). */
export function oneRequestFlow(route: string, path: string, acceptLanguage: string): FanFlow {
  const request = page(route, path, acceptLanguage);
  return async (_fan, http) => {
    await http.send(request);
  };
}

/** An anonymous fan: home, match page, a random block of the match. */
export function browsingFlow(target: RushTarget): FanFlow {
  return async (_fan, http) => {
    await http.send(page(ROUTES.home, '/', target.acceptLanguage));
    if (!http.open()) return;
    await http.send(page(ROUTES.match, target.matchPath, target.acceptLanguage));
    if (!http.open()) return;
    const block = target.blocks[Math.floor(Math.random() * target.blocks.length)];
    if (!block) return;
    await backOff(
      await http.send({
        route: ROUTES.block,
        method: 'POST',
        path: '/api/block',
        headers: { accept: '*/*' },
        json: { eventId: target.eventId, ...block },
      }),
    );
  };
}

/** The seats of the hold of buyer `buyer`: the hot block `hotShare` of the time, else its next own pair. */
function nextPair(plan: SeatPlan, cursors: number[], buyer: number, hotShare: number): SeatRef[] {
  if (plan.hot.length > 0 && Math.random() < hotShare)
    return plan.hot[Math.floor(Math.random() * plan.hot.length)] ?? [];
  const own = plan.own[buyer] ?? [];
  const at = cursors[buyer] ?? 0;
  cursors[buyer] = (at + 1) % Math.max(1, own.length);
  return own[at] ?? [];
}

interface HoldAnswer {
  order?: { orderId?: string };
}

/**
 * A logged-in buyer: holds two seats, then releases them. The release runs even after the window
 * closed, so no bench hold outlives the phase (it is measured only when it started in the window).
 */
export function buyingFlow(options: {
  eventId: string;
  plan: SeatPlan;
  cookies: readonly string[];
  hotShare: number;
}): FanFlow {
  const cursors: number[] = [];
  return async (buyer, http: FanHttp) => {
    const cookie = options.cookies[buyer];
    if (!cookie) throw new Error(`no session for buyer ${buyer}`);
    const seats = nextPair(options.plan, cursors, buyer, options.hotShare);
    const held = await http.send(
      {
        route: ROUTES.hold,
        method: 'POST',
        path: '/api/order/create-order-with-tickets',
        headers: { cookie, accept: '*/*' },
        json: {
          ticketType: 'event',
          event: { id: options.eventId },
          tickets: seats.map((seat) => ({
            block: { id: seat.blockId, isOpenSeating: false },
            seat: { id: seat.seatId },
            offer: { productId: 'full-price', isFromResale: false },
          })),
        },
      },
      { readBody: true },
    );
    await backOff(held);
    if (held?.status !== 200 || !held.body) return;
    const orderId = (JSON.parse(held.body.toString('utf8')) as HoldAnswer).order?.orderId;
    if (!orderId) return;
    // A fan whose release is refused as busy tries again, as the cart does; else the seats stay held.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const released = await http.send({
        route: ROUTES.release,
        method: 'POST',
        path: '/api/order/update-tickets-on-order',
        headers: { cookie, accept: '*/*' },
        json: { orderId, ticketIds: [], ticketAncillaryIds: [] },
      });
      if (released?.status !== 503) return;
      await backOff(released);
    }
  };
}

/** The on-sale mix: the first `buyers` fans buy, the others browse. */
export function mixFlow(buyers: number, buying: FanFlow, browsing: FanFlow): FanFlow {
  return (fan, http) => (fan < buyers ? buying(fan, http) : browsing(fan, http));
}

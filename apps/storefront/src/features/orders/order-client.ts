import type { RouteAnswer, RouteBody } from '@/features/api/route-contract';
import type { Cart } from '@/features/cart/cart-schema';
import { callOrderRoute, type OrderRequestOptions, type OrderRequestResult } from './order-request';
import {
  ADD_ANCILLARIES,
  CREATE_ORDER,
  FETCH_ORDER,
  ORDER_OPTIONS,
  SET_HOLDERS,
  UPDATE_TICKETS,
} from './order-routes';

/** The BFF's order calls as the browser makes them (docs/product.md#bff-routes, order-routes.ts). */
export const orderClient = {
  /**
   * Holds the cart's seats: a new order, or a new group in the cart's order on hold. Like every
   * call here it is tried again while the shop is busy; `options` lets the page say so.
   */
  create: (
    cart: Cart,
    options?: OrderRequestOptions,
  ): Promise<OrderRequestResult<RouteAnswer<typeof CREATE_ORDER>>> => {
    const tickets = cart.tickets.flatMap(({ block, seat, offer }) =>
      block && offer
        ? [
            {
              block: { id: block.id, isOpenSeating: block.isOpenSeating },
              seat: seat && { id: seat.id },
              offer: { productId: offer.productId, isFromResale: offer.isFromResale },
            },
          ]
        : [],
    );
    // A ticket without its block or price is refused as the route would refuse it, without a call.
    if (tickets.length !== cart.tickets.length) {
      return Promise.resolve({ ok: false, failure: { code: 'BAD_USER_INPUT' } });
    }
    return callOrderRoute(
      CREATE_ORDER,
      {
        orderId: cart.orderId,
        ticketType: cart.ticketType,
        event: cart.event && { id: cart.event.id },
        pack: cart.pack && { id: cart.pack.id },
        tickets,
      },
      options,
    );
  },

  /** Keeps only these tickets and ancillaries; `orderId` null means the order is now cancelled. */
  updateTickets: (orderId: string, ticketIds: string[], ticketAncillaryIds: string[]) =>
    callOrderRoute(UPDATE_TICKETS, { orderId, ticketIds, ticketAncillaryIds }),

  /**
   * The customer's order with this id whatever its status (a payment in progress included), or
   * null when there is none; callers keep it only while it is on hold.
   */
  async fetchOne(orderId: string) {
    const result = await callOrderRoute(FETCH_ORDER, {
      orderIds: [orderId],
      hideOrdersWithInProgressTransaction: false,
    });
    return result.ok ? { ok: true as const, data: result.data.orders[0] ?? null } : result;
  },

  /** Extra purchases that can be added to the order. */
  options: (orderId: string) => callOrderRoute(ORDER_OPTIONS, { orderId }),

  /** Sets the order's optional extra purchases (and how tickets are delivered). */
  addAncillaries: (
    orderId: string,
    ancillaries: RouteBody<typeof ADD_ANCILLARIES>['ancillaries'],
    ticketWithdrawal?: 1 | 2,
  ) => callOrderRoute(ADD_ANCILLARIES, { orderId, ancillaries, ticketWithdrawal }),

  /** Sets who attends with each ticket; a holder is set once. */
  setHolders: (orderId: string, holders: ({ ticketId: string } & Record<string, string | null>)[]) =>
    callOrderRoute(SET_HOLDERS, { orderId, holders }),
};

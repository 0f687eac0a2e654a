import type { AncillaryType } from '@/features/cart/ancillary-type';
import type { Cart } from '@/features/cart/cart-schema';
import type { AncillaryOffer, Order } from './order-model';
import { orderRequest, type OrderRequestOptions } from './order-request';

/** The BFF's order calls as the browser makes them (docs/product.md#bff-routes). */
export const orderClient = {
  /**
   * Holds the cart's seats: a new order, or a new group in the cart's order on hold. Like every
   * call here it is tried again while the shop is busy; `options` lets the page say so.
   */
  create: (cart: Cart, options?: OrderRequestOptions) =>
    orderRequest<{ order: Order }>(
      '/api/order/create-order-with-tickets',
      {
        orderId: cart.orderId,
        ticketType: cart.ticketType,
        event: cart.event && { id: cart.event.id },
        pack: cart.pack && { id: cart.pack.id },
        tickets: cart.tickets.map((ticket) => ({
          block: ticket.block && { id: ticket.block.id, isOpenSeating: ticket.block.isOpenSeating },
          seat: ticket.seat && { id: ticket.seat.id },
          offer: ticket.offer && {
            productId: ticket.offer.productId,
            isFromResale: ticket.offer.isFromResale,
          },
        })),
      },
      options,
    ),

  /** Keeps only these tickets and ancillaries; `orderId` null means the order is now cancelled. */
  updateTickets: (orderId: string, ticketIds: string[], ticketAncillaryIds: string[]) =>
    orderRequest<{ orderId: string | null }>('/api/order/update-tickets-on-order', {
      orderId,
      ticketIds,
      ticketAncillaryIds,
    }),

  /**
   * The customer's order with this id whatever its status (a payment in progress included), or
   * null when there is none; callers keep it only while it is on hold.
   */
  async fetchOne(orderId: string) {
    const result = await orderRequest<{ orders: Order[] }>('/api/order/fetch-order', {
      orderIds: [orderId],
      hideOrdersWithInProgressTransaction: false,
    });
    return result.ok ? { ok: true as const, data: result.data.orders[0] ?? null } : result;
  },

  /** Extra purchases that can be added to the order. */
  options: (orderId: string) => orderRequest<{ offers: AncillaryOffer[] }>('/api/options', { orderId }),

  /** Sets the order's optional extra purchases (and how tickets are delivered). */
  addAncillaries: (
    orderId: string,
    ancillaries: { type: AncillaryType; productId: string; quantity: number }[],
    ticketWithdrawal?: 1 | 2,
  ) => orderRequest<{ order: Order }>('/api/add-ancillaries', { orderId, ancillaries, ticketWithdrawal }),

  /** Sets who attends with each ticket; a holder is set once. */
  setHolders: (orderId: string, holders: ({ ticketId: string } & Record<string, string | null>)[]) =>
    orderRequest<{ order: Order }>('/api/ticket', { orderId, holders }),
};

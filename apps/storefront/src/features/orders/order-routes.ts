import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { AncillaryOffer, Order } from './order-model';
import type {
  addAncillariesBodySchema,
  createOrderBodySchema,
  fetchOrderBodySchema,
  optionsBodySchema,
  ticketHoldersBodySchema,
  updateTicketsBodySchema,
} from './order-requests';

// The order routes of the BFF (docs/product.md#bff-routes): bodies from the zod schemas their
// handlers read them with (order-requests.ts), answers as the handlers send them. Type-only
// imports: the browser gets the paths, not zod.

export const CREATE_ORDER = defineRoute<z.input<typeof createOrderBodySchema>, { order: Order; errors: [] }>(
  '/api/order/create-order-with-tickets',
);

/** `orderId` null: nothing was left, the order is cancelled. */
export const UPDATE_TICKETS = defineRoute<
  z.input<typeof updateTicketsBodySchema>,
  { orderId: string | null }
>('/api/order/update-tickets-on-order');

export const FETCH_ORDER = defineRoute<z.input<typeof fetchOrderBodySchema>, { orders: Order[] }>(
  '/api/order/fetch-order',
);

export const ORDER_OPTIONS = defineRoute<z.input<typeof optionsBodySchema>, { offers: AncillaryOffer[] }>(
  '/api/options',
);

export const ADD_ANCILLARIES = defineRoute<z.input<typeof addAncillariesBodySchema>, { order: Order }>(
  '/api/add-ancillaries',
);

export const SET_HOLDERS = defineRoute<z.input<typeof ticketHoldersBodySchema>, { order: Order }>(
  '/api/ticket',
);

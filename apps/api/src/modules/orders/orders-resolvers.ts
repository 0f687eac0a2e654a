import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { localeOf } from '../catalogue/catalogue-names';
import { ancillaryOffers } from './ancillary-offers';
import { cancelOrder } from './cancel-order';
import { createOrderWithTickets } from './create-order-with-tickets';
import { loadOrder, loadOrders } from './load-orders';
import {
  createOrderArgs,
  orderRefArgs,
  parseOrderArgs,
  setAncillariesArgs,
  setHoldersArgs,
  setWithdrawalArgs,
  showMyOrdersArgs,
  updateTicketsArgs,
} from './order-args';
import { orderError } from './order-errors';
import { orderScope, withOrderConnection, type OrderScope } from './order-scope';
import { ancillaryNameIn } from './plastic-card';
import { setOrderAncillaries } from './set-order-ancillaries';
import { setTicketHolders } from './set-ticket-holders';
import { setTicketWithdrawal } from './set-ticket-withdrawal';
import { updateTicketsOnOrder } from './update-tickets-on-order';

const STATUS = {
  ONHOLD: 'onhold',
  CONFIRMED: 'confirmed',
  CANCELLED: 'cancelled',
  ABANDONED: 'abandoned',
} as const;

/** The order as the customer sees it after a change (read after the commit, with the same clock). */
async function orderAfterChange(scope: OrderScope, customerId: string, orderId: string): Promise<Gql.Order> {
  const order = await loadOrder(scope.db, scope.tenant.slug, customerId, orderId, scope.now, scope.locale);
  // The change just committed for this customer; only a concurrent deletion could hide it.
  if (!order) throw orderError('ORDER_NOT_FOUND', 'No such order for this customer at this club');
  return order;
}

/** The orders section of schema.graphql: every operation scoped by the request's club and customer. */
export const ordersResolvers: Resolvers<ApiContext> = {
  Query: {
    showMyOrders: (_parent, args, context) => {
      const parsed = parseOrderArgs(showMyOrdersArgs, args);
      const scope = orderScope(context);
      return loadOrders(scope.db, scope.tenant.slug, parsed.customerId, scope.now, {
        orderIds: parsed.orderIds,
        statuses: parsed.allowedStatus?.map((status) => STATUS[status]),
        hideOrdersWithInProgressTransaction: parsed.hideOrdersWithInProgressTransaction,
        locale: scope.locale,
      });
    },
    ancillaryOffers: (_parent, args, context) =>
      ancillaryOffers(orderScope(context), parseOrderArgs(orderRefArgs, args)),
  },
  // The plastic card's name is stored in the club's first language; the fan reads it in theirs.
  AncillaryTicket: {
    ancillaryName: (ticket, _args, context) => ancillaryNameIn(ticket, localeOf(context), context.tenant),
  },
  // Each change runs on one connection taken before it starts (withOrderConnection): a saturated
  // pool refuses it as BUSY having changed nothing (ADR 0015).
  Mutation: {
    createOrderWithTickets: (_parent, args, context) => {
      const parsed = parseOrderArgs(createOrderArgs, args);
      return withOrderConnection(context, async (scope) => {
        const orderId = await createOrderWithTickets(scope, parsed);
        return orderAfterChange(scope, parsed.customerId, orderId);
      });
    },
    updateTicketsOnOrder: (_parent, args, context) => {
      const parsed = parseOrderArgs(updateTicketsArgs, args);
      return withOrderConnection(context, (scope) => updateTicketsOnOrder(scope, parsed));
    },
    cancelOrder: (_parent, args, context) => {
      const parsed = parseOrderArgs(orderRefArgs, args);
      return withOrderConnection(context, async (scope) => {
        await cancelOrder(scope, parsed);
        return true;
      });
    },
    setOrderAncillaries: (_parent, args, context) => {
      const parsed = parseOrderArgs(setAncillariesArgs, args);
      return withOrderConnection(context, async (scope) => {
        await setOrderAncillaries(scope, parsed);
        return orderAfterChange(scope, parsed.customerId, parsed.orderId);
      });
    },
    setTicketHolders: (_parent, args, context) => {
      const parsed = parseOrderArgs(setHoldersArgs, args);
      return withOrderConnection(context, async (scope) => {
        await setTicketHolders(scope, parsed);
        return orderAfterChange(scope, parsed.customerId, parsed.orderId);
      });
    },
    setTicketWithdrawal: (_parent, args, context) => {
      const parsed = parseOrderArgs(setWithdrawalArgs, args);
      return withOrderConnection(context, async (scope) => {
        await setTicketWithdrawal(scope, parsed);
        return orderAfterChange(scope, parsed.customerId, parsed.orderId);
      });
    },
  },
};

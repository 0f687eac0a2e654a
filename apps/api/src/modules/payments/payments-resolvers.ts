import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseOrderArgs } from '../orders/order-args';
import { orderScope } from '../orders/order-scope';
import { orderValidation } from './order-validation';
import { orderValidationArgs, paymentOptionsArgs, startCheckoutArgs } from './payment-args';
import { paymentOptions } from './payment-options';
import { startCheckout } from './start-checkout';

/** The checkout and payments section of schema.graphql, scoped by the request's club and customer. */
export const paymentsResolvers: Resolvers<ApiContext> = {
  Query: {
    paymentOptions: (_parent, args, context) =>
      paymentOptions(orderScope(context), parseOrderArgs(paymentOptionsArgs, args)),
    orderValidation: (_parent, args, context) =>
      orderValidation(orderScope(context), parseOrderArgs(orderValidationArgs, args)),
  },
  Mutation: {
    startCheckout: (_parent, args, context) =>
      startCheckout(orderScope(context), context.payments, parseOrderArgs(startCheckoutArgs, args)),
  },
};

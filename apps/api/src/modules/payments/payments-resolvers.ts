import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseOrderArgs } from '../orders/order-args';
import { orderScope } from '../orders/order-scope';
import { guessing, requestPromoGuesses } from '../promo/promo-guesses';
import { orderValidation } from './order-validation';
import { orderValidationArgs, paymentOptionsArgs, startCheckoutArgs } from './payment-args';
import { paymentOptions } from './payment-options';
import { startCheckout } from './start-checkout';

/** The checkout and payments section of schema.graphql, scoped by the request's club and customer. */
export const paymentsResolvers: Resolvers<ApiContext> = {
  Query: {
    paymentOptions: (_parent, args, context) => {
      const parsed = parseOrderArgs(paymentOptionsArgs, args);
      return paymentOptions(orderScope(context), parsed, requestPromoGuesses(context, parsed.customerId));
    },
    orderValidation: (_parent, args, context) =>
      orderValidation(orderScope(context), parseOrderArgs(orderValidationArgs, args)),
  },
  Mutation: {
    // Checked before the checkout's transaction and counted after it (a refused code rolls it
    // back), so the limit never holds a second connection inside it (ADR 0041).
    startCheckout: (_parent, args, context) => {
      const parsed = parseOrderArgs(startCheckoutArgs, args);
      const guesses =
        parsed.promoCodeIds.length > 0 ? requestPromoGuesses(context, parsed.customerId) : undefined;
      return guessing(
        guesses,
        () => startCheckout(orderScope(context), context.payments, parsed),
        () => 0,
      );
    },
  },
};

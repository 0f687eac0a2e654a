import type { Resolvers } from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { parseOrderArgs } from '../orders/order-args';
import { poolOf } from '../../database/sql-client';
import { loadPromoEvaluation } from './apply-promo-codes';
import { findPromoCodes } from './find-promo-codes';
import { evaluatePromoCodesArgs, promoCodesArgs } from './promo-args';
import { toEvaluationView } from './promo-code-view';
import { guessing, requestPromoGuesses } from './promo-guesses';

/** The promo codes section of schema.graphql, scoped by the request's club. */
export const promoResolvers: Resolvers<ApiContext> = {
  Query: {
    promoCodes: (_parent, args, context) => {
      const parsed = parseOrderArgs(promoCodesArgs, args);
      // A name found once is a hit; an id asked for and not found is a miss, as guessable as a name.
      return guessing(
        requestPromoGuesses(context, parsed.customerId),
        () => findPromoCodes(poolOf(context.db), context.tenant.slug, parsed),
        (found) =>
          parsed.name
            ? Number(found.length === 0)
            : (parsed.promoCodesIds ?? []).filter((id) => !found.some((code) => code.id === id)).length,
      );
    },
    evaluatePromoCodes: async (_parent, args, context) => {
      const parsed = parseOrderArgs(evaluatePromoCodesArgs, args);
      const evaluation = await loadPromoEvaluation(poolOf(context.db), {
        tenant: context.tenant,
        customerId: parsed.customerId,
        orderId: parsed.orderId,
        promoCodeIds: parsed.promoCodeIds,
        now: context.now(),
        guesses: requestPromoGuesses(context, parsed.customerId),
      });
      return toEvaluationView(evaluation);
    },
  },
};

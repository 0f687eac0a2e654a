import { resaleOffersArgs } from './catalogue-args';
import { localeOf } from './catalogue-names';
import { loadResaleOffers } from './load-resale-offers';
import { parseArgs } from './parse-args';
import type { CatalogueQueryResolvers } from './resolver-types';

/** `Query.resaleOffers`: what other fans resell in one block for one event. */
export const resaleQueryResolvers = {
  resaleOffers: (_parent, args, context) => {
    const { eventId, blockId } = parseArgs(resaleOffersArgs, args);
    return loadResaleOffers(context.db, context.tenant.slug, eventId, blockId, localeOf(context));
  },
} satisfies CatalogueQueryResolvers;

import { arenaInContext } from './arena-resolvers';
import { campaignPacksArgs } from './catalogue-args';
import { catalogueLoaders } from './catalogue-loaders';
import { loadMap } from './map-loader';
import { parseArgs } from './parse-args';
import type { CatalogueQueryResolvers, ObjectResolvers } from './resolver-types';

/** `Query.campaignPacks`: packs and season subscriptions in display order. */
export const packQueryResolvers = {
  campaignPacks: (_parent, args, context) => {
    const { campaignIds } = parseArgs(campaignPacksArgs, args);
    return catalogueLoaders(context).listPacks(campaignIds ?? undefined);
  },
} satisfies CatalogueQueryResolvers;

/** `CampaignPack`: its events, and its arena with the stock free in every one of them. */
export const packResolvers: ObjectResolvers<'CampaignPack'> = {
  minPrice: async (pack, _args, context) =>
    (await catalogueLoaders(context).packHeadlines.load(pack.id)).minPrice,
  arena: (pack, _args, context) => arenaInContext(context, pack.arenaId, { kind: 'pack', id: pack.id }),
  breakdowns: async (pack, _args, context) => {
    const loaders = catalogueLoaders(context);
    const eventIds = await loaders.packEventIds.load(pack.id);
    const events = await loadMap(loaders.events, eventIds);
    return eventIds.flatMap((id) => {
      const event = events.get(id);
      return event ? [{ event }] : [];
    });
  },
};

import type * as Gql from '@stadio/graphql/resolvers-types';
import type { ApiContext } from '../../graphql/api-context';
import { eventOffersArgs, packOffersArgs } from './catalogue-args';
import { catalogueLoaders } from './catalogue-loaders';
import { toOfferAvailabilities } from './offer-availability';
import { parseArgs } from './parse-args';
import type { CatalogueQueryResolvers } from './resolver-types';
import { sellsOn } from './sale-channel';

// An unknown event or pack (or one of another tenant), or one not sold on the asked channel, has no offers.
async function eventOffers(args: unknown, context: ApiContext): Promise<Gql.EventOffer[]> {
  const { eventId, saleChannelId } = parseArgs(eventOffersArgs, args);
  const loaders = catalogueLoaders(context);
  const event = await loaders.events.load(eventId);
  if (!event || !sellsOn(event.channelConfigurations, saleChannelId)) return [];
  return loaders.eventOffers.load(eventId);
}

async function packOffers(args: unknown, context: ApiContext): Promise<Gql.PackOffer[]> {
  const { campaignPackId, saleChannelId } = parseArgs(packOffersArgs, args);
  const loaders = catalogueLoaders(context);
  const pack = await loaders.packs.load(campaignPackId);
  if (!pack || !sellsOn(pack.channelConfigurations, saleChannelId)) return [];
  return loaders.packOffers.load(campaignPackId);
}

/** The offer queries of events and packs, full and light. */
export const offerQueryResolvers = {
  cacheIndividualEventOffers: (_parent, args, context) => eventOffers(args, context),
  cacheIndividualEventOffersLight: async (_parent, args, context) =>
    toOfferAvailabilities(await eventOffers(args, context)),
  cacheCampaignPackOffers: async (_parent, args, context) => {
    const offers = await packOffers(args, context);
    // No population (group-specific) pricing exists yet: every offer is public.
    return { hasPublicOffers: offers.length > 0, hasPopulationOffers: false, offers };
  },
  cacheCampaignPackOffersLight: async (_parent, args, context) =>
    toOfferAvailabilities(await packOffers(args, context)),
} satisfies CatalogueQueryResolvers;

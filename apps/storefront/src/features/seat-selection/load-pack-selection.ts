import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import type { SelectionData } from './selection-data';
import { toSelectionOffer, toSelectionVenue } from './to-selection-venue';

const PackSelectionQuery = graphql(`
  query PackSelection($packId: ID!) {
    campaignPacks(campaignIds: [$packId]) {
      id
      name
      type
      description
      minPrice
      breakdowns {
        event {
          id
          name
          startDatetime
          homeTeam {
            ...TeamFields
          }
          opponent {
            ...TeamFields
          }
        }
      }
      channelConfigurations {
        openingDatetime
        closingDatetime
        maxCampaignPacksInCart
      }
      arena {
        name
        ...SelectionArena
      }
    }
    cacheCampaignPackOffers(campaignPackId: $packId) {
      offers {
        blockId
        categoryId
        productId
        price
        availability
      }
    }
  }
`);

/** A pack or season subscription with the data of its seat selection, or null when there is none. */
export async function loadPackSelection(tenantSlug: string, packId: string, locale?: string) {
  const result = await apiClient(tenantSlug, { locale }).query(PackSelectionQuery, { packId }).toPromise();
  if (result.error || !result.data)
    throw new Error(`Pack unavailable: ${result.error?.message ?? 'no data'}`);
  const pack = result.data.campaignPacks[0];
  if (!pack) return null;
  const offers = result.data.cacheCampaignPackOffers.offers.map(toSelectionOffer);
  const selection: SelectionData = {
    subject: { kind: 'pack', id: pack.id, name: pack.name, type: pack.type === 'SEASON' ? 'season' : 'pack' },
    venue: toSelectionVenue(pack.arena, offers),
    offers,
    limits: {
      websiteMaxTicketsInCart: pack.arena.websiteMaxTicketsInCart ?? null,
      channelMax: pack.channelConfigurations[0]?.maxCampaignPacksInCart ?? null,
    },
  };
  const isSoldOut = !offers.some((offer) => offer.availability > 0);
  return { pack, selection, isSoldOut };
}

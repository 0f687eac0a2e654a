import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import type { HeroMatch } from './hero-event';
import type { PackCardData } from './pack-card';
import { saleState } from './sale-state';

const HomeCatalogueQuery = graphql(`
  query HomeCatalogue {
    events {
      id
      name
      startDatetime
      status
      isSoldOut
      isEarlyBirdOnly
      publicOpeningDatetime
      minPrice
      arena {
        name
      }
      competition {
        name
      }
      homeTeam {
        ...TeamFields
      }
      opponent {
        ...TeamFields
      }
      channelConfigurations {
        openingDatetime
        closingDatetime
      }
    }
    campaignPacks {
      id
      name
      type
      description
      minPrice
      breakdowns {
        event {
          id
        }
      }
      channelConfigurations {
        openingDatetime
        closingDatetime
      }
    }
  }
`);

/**
 * Upcoming events, packs and season subscriptions of a club, ready for the home page cards. The
 * cards are the same for every fan (ADR 0013): an early-bird-only sale reads "early birds" for all.
 */
export async function loadHomeCatalogue(tenantSlug: string, locale?: string, now = new Date()) {
  const result = await apiClient(tenantSlug, { locale }).query(HomeCatalogueQuery, {}).toPromise();
  if (result.error || !result.data)
    throw new Error(`Catalogue unavailable: ${result.error?.message ?? 'no data'}`);
  const events: HeroMatch[] = result.data.events
    .filter((e) => e.status !== 'ARCHIVED')
    .map((e) => ({
      id: e.id,
      name: e.name,
      startDatetime: e.startDatetime,
      competitionName: e.competition?.name ?? null,
      venueName: e.arena.name,
      homeTeam: e.homeTeam ?? null,
      opponent: e.opponent ?? null,
      minPrice: e.minPrice ?? null,
      saleState: saleState(e, now, false),
    }));
  const packs: PackCardData[] = result.data.campaignPacks.map((p) => {
    const channel = p.channelConfigurations[0];
    const open =
      channel && new Date(channel.openingDatetime) <= now && new Date(channel.closingDatetime) > now;
    return {
      id: p.id,
      name: p.name,
      type: p.type,
      description: p.description ?? null,
      eventCount: p.breakdowns.length,
      minPrice: p.minPrice ?? null,
      onSale: Boolean(open),
    };
  });
  return { events, packs };
}

import { graphql } from '@/gql/public';

/*
 * The operations a browser may run through /api/proxy/graphql (ADR 0013): public catalogue state
 * that changes minute to minute, which cached pages do not carry. Nothing personal, no mutation.
 */

/** Stock per block and category of an event's offers (the light variant, ADR 0013). */
export const EventOffersLightQuery = graphql(`
  query EventOffersLight($eventId: ID!) {
    cacheIndividualEventOffersLight(eventId: $eventId) {
      blockId
      categoryId
      availability
      isResale
    }
  }
`);

/** Stock per block and category of a pack's offers (the light variant, ADR 0013). */
export const PackOffersLightQuery = graphql(`
  query PackOffersLight($campaignPackId: ID!) {
    cacheCampaignPackOffersLight(campaignPackId: $campaignPackId) {
      blockId
      categoryId
      availability
      isResale
    }
  }
`);

/** Which of the club's events are sold out, for the home page's cards. */
export const HomeAvailabilityQuery = graphql(`
  query HomeAvailability {
    events {
      id
      isSoldOut
    }
  }
`);

import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import type { SelectionData } from './selection-data';
import { toSelectionOffer, toSelectionVenue } from './to-selection-venue';

const EventSelectionQuery = graphql(`
  query EventSelection($eventId: ID!) {
    events(eventIds: [$eventId]) {
      id
      name
      description
      startDatetime
      status
      isSoldOut
      isEarlyBirdOnly
      publicOpeningDatetime
      minPrice
      competition {
        name
      }
      homeTeam {
        ...TeamFields
      }
      opponent {
        ...TeamFields
      }
      waitingRoom {
        opensAt
        admitPerMinute
      }
      channelConfigurations {
        openingDatetime
        closingDatetime
        maxIndividualSeatTicketsInCart
      }
      arena {
        name
        ...SelectionArena
      }
    }
    cacheIndividualEventOffers(eventId: $eventId) {
      blockId
      categoryId
      productId
      price
      availability
      isResale
    }
  }
`);

/** An event with the data of its seat selection (catalogue names in `locale`), or null when the club has no such event. */
export async function loadEventSelection(tenantSlug: string, eventId: string, locale?: string) {
  const result = await apiClient(tenantSlug, { locale }).query(EventSelectionQuery, { eventId }).toPromise();
  if (result.error || !result.data)
    throw new Error(`Event unavailable: ${result.error?.message ?? 'no data'}`);
  const event = result.data.events[0];
  if (!event) return null;
  // Resale listings come with each block's seats (POST /api/block), priced per seat.
  const offers = result.data.cacheIndividualEventOffers.filter((o) => !o.isResale).map(toSelectionOffer);
  const selection: SelectionData = {
    subject: { kind: 'event', id: event.id, name: event.name },
    venue: toSelectionVenue(event.arena, offers),
    offers,
    limits: {
      websiteMaxTicketsInCart: event.arena.websiteMaxTicketsInCart ?? null,
      channelMax: event.channelConfigurations[0]?.maxIndividualSeatTicketsInCart ?? null,
    },
    waitingRoom: event.waitingRoom
      ? { opensAt: event.waitingRoom.opensAt, admitPerMinute: event.waitingRoom.admitPerMinute }
      : null,
  };
  return { event, selection };
}

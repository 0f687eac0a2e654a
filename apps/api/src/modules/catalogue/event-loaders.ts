import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type DataLoader from 'dataloader';
import { blocksInScope } from './blocks-in-scope';
import type { EventModel } from './catalogue-models';
import { buildEventOffers } from './event-offers';
import { loadEventPrices, type ActivePrice } from './load-active-prices';
import { loadEventPresence, loadEventStock } from './load-event-stock';
import { loadEvents } from './load-events';
import { loadResaleStock } from './load-resale-stock';
import { loadMap, mapLoader } from './map-loader';
import { createOfferLoaders, type OfferHeadline, type OffersOf } from './offer-loaders';
import type { OfferSummary } from './offer-summary';
import { NO_STOCK } from './stock';
import type { VenueLoaders } from './venue-loaders';

/** Request-scoped loaders of events and their offers. */
export interface EventLoaders {
  events: DataLoader<string, EventModel | null>;
  /** Active prices of an event. */
  eventPrices: DataLoader<string, ActivePrice[]>;
  /** Offers of an event in every block (none for an unknown event). */
  eventOffers: DataLoader<string, Gql.EventOffer[]>;
  eventSummaries: DataLoader<string, OfferSummary>;
  /** Sold out and lowest price of an event, exact but without counting its seats. */
  eventHeadlines: DataLoader<string, OfferHeadline>;
  /** Offers of an event in some blocks only, counted on those blocks alone (not cached). */
  eventOffersInBlocks(eventId: string, blockIds: readonly string[]): Promise<Gql.EventOffer[]>;
  /** Lists events (all, or those of `ids`) soonest first, and remembers them for later loads. */
  listEvents(ids?: readonly string[]): Promise<EventModel[]>;
}

/**
 * Loaders scoped to one tenant and one request, naming events in `locale`. However many events a query touches, their offers
 * cost one query per table (prices, seat stock, standing counters, resale listings).
 */
export function createEventLoaders(
  db: Database,
  tenantId: string,
  locale: string,
  venues: VenueLoaders,
): EventLoaders {
  const events = mapLoader(
    async (ids) => new Map((await loadEvents(db, tenantId, locale, ids)).map((e) => [e.id, e])),
    null,
  );
  const eventPrices = mapLoader((ids) => loadEventPrices(db, tenantId, ids), []);

  const offersOf: OffersOf<EventModel, Gql.EventOffer> = async (found, { onlyBlocks, presence } = {}) => {
    const { blocksOf, scope } = await blocksInScope(venues, found, onlyBlocks);
    const ids = found.map((event) => event.id);
    const [prices, stock, resale] = await Promise.all([
      loadMap(eventPrices, ids),
      presence
        ? loadEventPresence(
            db,
            tenantId,
            found.map((event) => ({ id: event.id, eventIds: [event.id], blocks: blocksOf(event) })),
          )
        : loadEventStock(db, tenantId, ids, scope),
      loadResaleStock(db, tenantId, ids, scope),
    ]);
    return new Map(
      found.map((event) => [
        event.id,
        buildEventOffers(
          blocksOf(event),
          prices.get(event.id) ?? [],
          stock.get(event.id) ?? NO_STOCK,
          resale.get(event.id) ?? [],
        ),
      ]),
    );
  };

  const offers = createOfferLoaders(events, offersOf);

  return {
    events,
    eventPrices,
    eventOffers: offers.offers,
    eventSummaries: offers.summaries,
    eventHeadlines: offers.headlines,
    eventOffersInBlocks: offers.offersInBlocks,
    listEvents: async (ids) => {
      const list = await loadEvents(db, tenantId, locale, ids);
      for (const event of list) events.prime(event.id, event);
      return list;
    },
  };
}

import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type DataLoader from 'dataloader';
import { blocksInScope } from './blocks-in-scope';
import type { PackModel } from './catalogue-models';
import { loadPackPrices, type ActivePrice } from './load-active-prices';
import { loadPackPresence, loadPackStock } from './load-pack-stock';
import { loadPackEventIds, loadPacks } from './load-packs';
import { loadMap, mapLoader } from './map-loader';
import { createOfferLoaders, type OfferHeadline, type OffersOf } from './offer-loaders';
import type { OfferSummary } from './offer-summary';
import { buildPackOffers } from './pack-offers';
import { NO_STOCK } from './stock';
import type { VenueLoaders } from './venue-loaders';

/** Request-scoped loaders of packs and their offers. */
export interface PackLoaders {
  packs: DataLoader<string, PackModel | null>;
  /** Events of a pack, soonest first. */
  packEventIds: DataLoader<string, string[]>;
  /** Active prices of a whole pack. */
  packPrices: DataLoader<string, ActivePrice[]>;
  /** Offers of a pack in every block (none for an unknown pack). */
  packOffers: DataLoader<string, Gql.PackOffer[]>;
  packSummaries: DataLoader<string, OfferSummary>;
  /** Sold out and lowest price of a pack, exact but without counting its seats. */
  packHeadlines: DataLoader<string, OfferHeadline>;
  /** Offers of a pack in some blocks only, counted on those blocks alone (not cached). */
  packOffersInBlocks(packId: string, blockIds: readonly string[]): Promise<Gql.PackOffer[]>;
  /** Lists packs (all, or those of `ids`) in display order, and remembers them for later loads. */
  listPacks(ids?: readonly string[]): Promise<PackModel[]>;
}

/** Loaders scoped to one tenant and one request. */
export function createPackLoaders(
  db: Database,
  tenantId: string,
  locale: string,
  venues: VenueLoaders,
): PackLoaders {
  const packs = mapLoader(
    async (ids) => new Map((await loadPacks(db, tenantId, locale, ids)).map((p) => [p.id, p])),
    null,
  );
  const packEventIds = mapLoader((ids) => loadPackEventIds(db, tenantId, ids), []);
  const packPrices = mapLoader((ids) => loadPackPrices(db, tenantId, ids), []);

  const offersOf: OffersOf<PackModel, Gql.PackOffer> = async (found, { onlyBlocks, presence } = {}) => {
    const ids = found.map((pack) => pack.id);
    const [{ blocksOf, scope }, eventIds] = await Promise.all([
      blocksInScope(venues, found, onlyBlocks),
      loadMap(packEventIds, ids),
    ]);
    const [prices, stock] = await Promise.all([
      loadMap(packPrices, ids),
      presence
        ? loadPackPresence(
            db,
            tenantId,
            found.map((pack) => ({
              id: pack.id,
              eventIds: eventIds.get(pack.id) ?? [],
              blocks: blocksOf(pack),
            })),
          )
        : loadPackStock(db, tenantId, eventIds, scope),
    ]);
    return new Map(
      found.map((pack) => [
        pack.id,
        buildPackOffers(blocksOf(pack), prices.get(pack.id) ?? [], stock.get(pack.id) ?? NO_STOCK),
      ]),
    );
  };

  const offers = createOfferLoaders(packs, offersOf);

  return {
    packs,
    packEventIds,
    packPrices,
    packOffers: offers.offers,
    packSummaries: offers.summaries,
    packHeadlines: offers.headlines,
    packOffersInBlocks: offers.offersInBlocks,
    listPacks: async (ids) => {
      const list = await loadPacks(db, tenantId, locale, ids);
      for (const pack of list) packs.prime(pack.id, pack);
      return list;
    },
  };
}

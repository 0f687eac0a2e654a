import DataLoader from 'dataloader';
import { loadMap } from './map-loader';
import { summariseOffers, type OfferSummary, type SummarisedOffer } from './offer-summary';

/** Which offers {@link OffersOf} computes. */
export interface OffersScope {
  /** Only the offers in these blocks, counted on them alone (default: every block). */
  onlyBlocks?: readonly string[];
  /**
   * Availabilities capped at 1 (something left or not) rather than counted: enough for whether an
   * owner is sold out and its lowest price, at a fraction of the cost (see loadSeatPresence).
   */
  presence?: boolean;
}

/** Computes the offers of known owners (events or packs). */
export type OffersOf<O, T> = (owners: readonly O[], scope?: OffersScope) => Promise<Map<string, T[]>>;

/** The figures of an owner that do not need counts: whether anything is left, and from which price. */
export type OfferHeadline = Pick<OfferSummary, 'isSoldOut' | 'minPrice'>;

/** The offers of events or packs and their figures, batched and cached per request. */
export interface OfferLoaders<T> {
  /** Offers in every block (none for an unknown owner). */
  offers: DataLoader<string, T[]>;
  summaries: DataLoader<string, OfferSummary>;
  /** Sold out and lowest price, the same as in `summaries` but without counting stock. */
  headlines: DataLoader<string, OfferHeadline>;
  /** Offers in some blocks only, counted on those blocks alone (not cached). */
  offersInBlocks(ownerId: string, blockIds: readonly string[]): Promise<T[]>;
}

/** Offer loaders over an owner loader and the function computing offers of many owners at once. */
export function createOfferLoaders<O extends { id: string }, T extends SummarisedOffer>(
  owners: DataLoader<string, O | null>,
  offersOf: OffersOf<O, T>,
): OfferLoaders<T> {
  const batch = (scope: OffersScope) => async (ids: readonly string[]) => {
    const found = [...(await loadMap(owners, ids)).values()].filter((owner) => owner !== null);
    const byOwner = found.length > 0 ? await offersOf(found, scope) : new Map<string, T[]>();
    return ids.map((id) => byOwner.get(id) ?? []);
  };
  const offers = new DataLoader<string, T[]>(batch({}));
  const presence = new DataLoader<string, T[]>(batch({ presence: true }));
  // The summaries' cache sees each load as it is made: an owner whose counts this request asks
  // for anyway (say `availability` beside `isSoldOut`) takes its headline from them, not a probe.
  const counted = new Map<string, Promise<OfferSummary>>();
  const summaries = new DataLoader<string, OfferSummary>(
    async (ids) => {
      const byOwner = await loadMap(offers, ids);
      return ids.map((id) => summariseOffers(byOwner.get(id) ?? []));
    },
    { cacheMap: counted },
  );
  const headlines = new DataLoader<string, OfferHeadline>(async (ids) => {
    // Both figures only depend on which offers have something left, which presence keeps exact.
    const byOwner = await loadMap(
      presence,
      ids.filter((id) => !counted.has(id)),
    );
    return Promise.all(
      ids.map(async (id) => {
        const { isSoldOut, minPrice } = counted.has(id)
          ? await summaries.load(id)
          : summariseOffers(byOwner.get(id) ?? []);
        return { isSoldOut, minPrice };
      }),
    );
  });
  return {
    offers,
    summaries,
    headlines,
    offersInBlocks: async (ownerId, blockIds) => {
      const owner = await owners.load(ownerId);
      return owner ? ((await offersOf([owner], { onlyBlocks: blockIds })).get(ownerId) ?? []) : [];
    },
  };
}

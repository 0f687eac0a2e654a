import DataLoader from 'dataloader';
import { loadMap } from './map-loader';
import { summariseOffers, type OfferSummary, type SummarisedOffer } from './offer-summary';

/** Computes the offers of known owners (events or packs), in every block or only in `onlyBlocks`. */
export type OffersOf<O, T> = (
  owners: readonly O[],
  onlyBlocks?: readonly string[],
) => Promise<Map<string, T[]>>;

/** The offers of events or packs and their figures, batched and cached per request. */
export interface OfferLoaders<T> {
  /** Offers in every block (none for an unknown owner). */
  offers: DataLoader<string, T[]>;
  summaries: DataLoader<string, OfferSummary>;
  /** Offers in some blocks only, counted on those blocks alone (not cached). */
  offersInBlocks(ownerId: string, blockIds: readonly string[]): Promise<T[]>;
}

/** Offer loaders over an owner loader and the function computing offers of many owners at once. */
export function createOfferLoaders<O extends { id: string }, T extends SummarisedOffer>(
  owners: DataLoader<string, O | null>,
  offersOf: OffersOf<O, T>,
): OfferLoaders<T> {
  const offers = new DataLoader<string, T[]>(async (ids) => {
    const found = [...(await loadMap(owners, ids)).values()].filter((owner) => owner !== null);
    const byOwner = found.length > 0 ? await offersOf(found) : new Map<string, T[]>();
    return ids.map((id) => byOwner.get(id) ?? []);
  });
  const summaries = new DataLoader<string, OfferSummary>(async (ids) => {
    const byOwner = await loadMap(offers, ids);
    return ids.map((id) => summariseOffers(byOwner.get(id) ?? []));
  });
  return {
    offers,
    summaries,
    offersInBlocks: async (ownerId, blockIds) => {
      const owner = await owners.load(ownerId);
      return owner ? ((await offersOf([owner], blockIds)).get(ownerId) ?? []) : [];
    },
  };
}

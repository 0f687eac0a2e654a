import type * as Gql from '@stadio/graphql/resolvers-types';
import { directOffers } from './direct-offers';
import type { ActivePrice } from './load-active-prices';
import type { BlockPlan } from './catalogue-models';
import type { Stock } from './stock';

/** Offers of a pack per block (keyed by stand and block name), category and product, from the pack's prices. */
export function buildPackOffers(
  blocks: readonly BlockPlan[],
  prices: readonly ActivePrice[],
  stock: Stock,
): Gql.PackOffer[] {
  return directOffers(blocks, prices, stock).map((offer) => ({
    standName: offer.block.standName,
    blockName: offer.block.name,
    blockId: offer.block.id,
    categoryId: offer.categoryId,
    productId: offer.productId,
    price: offer.price,
    availability: offer.availability,
    capacity: offer.capacity,
    isOpenSeating: offer.block.isOpenSeating,
    // The catalogue has no seat types (yet): every seat of a category sells the same way.
    seatTypeIds: [],
  }));
}

import type * as Gql from '@stadio/graphql/resolvers-types';
import { directOffers } from './direct-offers';
import type { ActivePrice } from './load-active-prices';
import type { BlockPlan } from './catalogue-models';
import type { ResaleStock } from './load-resale-stock';
import type { Stock } from './stock';

/**
 * Offers of one event: direct sale per block, category and product, then per block one resale
 * offer per resale product (availability = listings, price = the lowest asking price).
 */
export function buildEventOffers(
  blocks: readonly BlockPlan[],
  prices: readonly ActivePrice[],
  stock: Stock,
  resale: readonly ResaleStock[],
): Gql.EventOffer[] {
  const direct = directOffers(blocks, prices, stock).map((offer): Gql.EventOffer => ({
    blockId: offer.block.id,
    categoryId: offer.categoryId,
    productId: offer.productId,
    price: offer.price,
    availability: offer.availability,
    capacity: offer.capacity,
    isResale: false,
    isOpenSeating: offer.block.isOpenSeating,
    seatTypeId: null,
    allPrices: null,
  }));
  const blocksById = new Map(blocks.map((block) => [block.id, block]));
  const resold = resale.flatMap((listings): Gql.EventOffer[] => {
    const block = blocksById.get(listings.blockId);
    const lowest = listings.prices[0];
    if (!block || lowest === undefined) return [];
    return [
      {
        blockId: block.id,
        categoryId: listings.categoryId,
        productId: listings.productId,
        price: lowest,
        availability: listings.prices.length,
        capacity: null,
        isResale: true,
        isOpenSeating: block.isOpenSeating,
        seatTypeId: null,
        allPrices: listings.prices,
      },
    ];
  });
  return [...direct, ...resold];
}

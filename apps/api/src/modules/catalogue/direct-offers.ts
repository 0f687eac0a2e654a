import type { BlockPlan } from './catalogue-models';
import { groupBy } from './group-by';
import type { ActivePrice } from './load-active-prices';
import type { Stock } from './stock';

/** A price of a block's category with the stock it can be sold from (not resale). */
export interface DirectOffer {
  block: BlockPlan;
  categoryId: string;
  productId: string;
  price: number;
  /** Seats of that category (places of a standing block) free in this context. */
  availability: number;
  /** Seats of that category in the block (places of a standing block). */
  capacity: number;
}

/**
 * One offer per block, category of the block and active price of that category, in plan and
 * legend order. Offers whose stock is gone stay (availability 0) so the map can grey them out.
 */
export function directOffers(
  blocks: readonly BlockPlan[],
  prices: readonly ActivePrice[],
  stock: Stock,
): DirectOffer[] {
  const pricesByCategory = groupBy(prices, (price) => price.categoryId);
  const offers: DirectOffer[] = [];
  for (const block of blocks) {
    for (const [categoryId, { availability, capacity }] of blockStock(block, stock)) {
      for (const price of pricesByCategory.get(categoryId) ?? []) {
        offers.push({
          block,
          categoryId,
          productId: price.productId,
          price: price.priceCents,
          availability,
          capacity,
        });
      }
    }
  }
  return offers;
}

/** Free and total places of a block per category. */
function blockStock(block: BlockPlan, stock: Stock): Map<string, { availability: number; capacity: number }> {
  if (block.isOpenSeating) {
    const places = stock.places.get(block.id);
    return new Map([
      [
        block.categoryId,
        { availability: places?.available ?? 0, capacity: places?.capacity ?? block.capacity },
      ],
    ]);
  }
  const free = stock.seats.get(block.id);
  return new Map(
    [...block.seatsByCategory].map(([categoryId, capacity]) => [
      categoryId,
      { availability: free?.get(categoryId) ?? 0, capacity },
    ]),
  );
}

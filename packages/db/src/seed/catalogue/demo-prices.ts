import type { CategoryRole } from '@stadio/venues';
import type { ProductKey } from './demo-profile';

/** Products sold directly at the box office price (resale has its own prices, the retired one none). */
export const DIRECT_PRODUCTS = ['full', 'reduced', 'child'] as const satisfies readonly ProductKey[];
export type DirectProduct = (typeof DIRECT_PRODUCTS)[number];

const SHARE_OF_FULL: Record<DirectProduct, number> = { full: 1, reduced: 0.75, child: 0.5 };
const CHILD_MINIMUM = 500;
/** Packs cost less than their matches bought one by one; the season even less. */
export const PACK_DISCOUNT = 0.9;
export const SEASON_DISCOUNT = 0.8;

/** Prices in whole euros, as clubs print them. */
export const roundToEuro = (cents: number) => Math.round(cents / 100) * 100;

/** Price of one match for a category role and product, in cents. */
export function matchPrice(
  fullPrices: Record<CategoryRole, number>,
  role: CategoryRole,
  product: DirectProduct,
  factor: number,
): number {
  const price = roundToEuro(fullPrices[role] * factor * SHARE_OF_FULL[product]);
  return product === 'child' ? Math.max(CHILD_MINIMUM, price) : price;
}

/**
 * Share of each category already sold at a match selling at "factor 1": the best seats go first,
 * the away section last (its fans buy late). A match's sales factor scales these.
 */
export const SOLD_SHARE: Record<CategoryRole, number> = {
  centre: 0.95,
  side: 0.85,
  end: 0.7,
  away: 0.45,
  standing: 1,
};

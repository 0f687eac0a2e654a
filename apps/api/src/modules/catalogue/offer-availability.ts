import type * as Gql from '@stadio/graphql/resolvers-types';

/**
 * The light variant of offers: one line per block, category and kind (direct or resale). Products
 * of one category share the same seats, so the line carries the highest stock, not a sum.
 */
export function toOfferAvailabilities(
  offers: ReadonlyArray<{ blockId: string; categoryId: string; availability: number; isResale?: boolean }>,
): Gql.OfferAvailability[] {
  const lines = new Map<string, Gql.OfferAvailability>();
  for (const offer of offers) {
    const isResale = offer.isResale ?? false;
    const key = JSON.stringify([offer.blockId, offer.categoryId, isResale]);
    const line = lines.get(key);
    if (line) line.availability = Math.max(line.availability, offer.availability);
    else
      lines.set(key, {
        blockId: offer.blockId,
        categoryId: offer.categoryId,
        availability: offer.availability,
        isResale,
      });
  }
  return [...lines.values()];
}

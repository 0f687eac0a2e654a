import { toPitchKind } from '@/features/seat-map/types';
import { venueLayout } from '@/features/seat-map/venue-layout';
import type { SelectionArenaFragment } from '@/gql/graphql';
import type { SelectionOffer, SelectionVenue } from './selection-data';

/**
 * The venue for the map: blocks coloured by their main category, categories priced from the
 * offers still on sale, resale products left out (they come with a block's resale listings).
 * A category's price is its standard price, the one a ticket gets by default (the club's first
 * product on sale in it, products being in display order); `fromPrice` is its lowest price when a
 * concession is cheaper, so the legend says "from" only for a minimum (docs/product.md#seat-selection).
 */
export function toSelectionVenue(
  arena: SelectionArenaFragment,
  offers: readonly SelectionOffer[],
): SelectionVenue {
  const colourOf = new Map(arena.categories.map((c) => [c.id, c.colour]));
  const rank = new Map(arena.products.map((p, index) => [p.id, index]));
  const cheapest = new Map<string, number>();
  const standard = new Map<string, { rank: number; price: number }>();
  for (const offer of offers) {
    if (offer.availability <= 0 || offer.price <= 0) continue;
    cheapest.set(
      offer.categoryId,
      Math.min(offer.price, cheapest.get(offer.categoryId) ?? Number.POSITIVE_INFINITY),
    );
    const offerRank = rank.get(offer.productId) ?? arena.products.length;
    const best = standard.get(offer.categoryId);
    if (!best || offerRank < best.rank || (offerRank === best.rank && offer.price < best.price))
      standard.set(offer.categoryId, { rank: offerRank, price: offer.price });
  }
  const blocks = arena.stands.flatMap((stand) => stand.blocks);
  return {
    width: arena.width,
    height: arena.height,
    pitch: arena.pitch,
    // Worked out here, once per cached page, so the browser gets numbers rather than a path reader.
    layout: venueLayout({ ...arena, pitch: toPitchKind(arena.pitch) }, blocks),
    blocks: blocks.map((block) => ({
      id: block.id,
      name: block.name,
      standName: block.standName,
      contour: block.contour,
      labelX: block.labelX,
      labelY: block.labelY,
      isOpenSeating: block.isOpenSeating,
      isAwaySection: block.isAwaySection,
      availability: block.availability,
      minPrice: block.minPrice ?? null,
      ...(block.mainCategoryId && colourOf.has(block.mainCategoryId)
        ? { colour: colourOf.get(block.mainCategoryId) }
        : {}),
    })),
    categories: arena.categories.map((c) => {
      const price = standard.get(c.id)?.price ?? null;
      const lowest = cheapest.get(c.id) ?? null;
      return {
        id: c.id,
        name: c.name,
        colour: c.colour,
        price,
        fromPrice: price !== null && lowest !== null && lowest < price ? lowest : null,
      };
    }),
    products: arena.products
      .filter((p) => !p.isResale)
      .map((p) => ({ id: p.id, name: p.name, description: p.description ?? null })),
  };
}

/** Keeps only the offer fields the page needs (GraphQL objects carry more). */
export function toSelectionOffer({
  blockId,
  categoryId,
  productId,
  price,
  availability,
}: SelectionOffer): SelectionOffer {
  return { blockId, categoryId, productId, price, availability };
}

import type { SelectionData } from './selection-data';

/** One line of a light offers query: stock of one block and category, direct sale or resale. */
export interface AvailabilityLine {
  blockId: string;
  categoryId: string;
  availability: number;
  isResale: boolean;
}

/**
 * The selection's data with the stock of the light offers query (ADR 0013): the page was cached
 * when it was rendered; the map colours and the ticket panel follow this instead. A block's stock
 * is its highest direct-sale stock plus its highest resale stock (docs/product.md#seat-selection),
 * as the API computes it; a block without a line has nothing left.
 */
export function withLiveAvailability(
  data: SelectionData,
  lines: readonly AvailabilityLine[],
): { data: SelectionData; soldOut: boolean } {
  const direct = new Map<string, number>();
  const resale = new Map<string, number>();
  const byCategory = new Map<string, number>();
  for (const line of lines) {
    const target = line.isResale ? resale : direct;
    target.set(line.blockId, Math.max(target.get(line.blockId) ?? 0, line.availability));
    if (!line.isResale) byCategory.set(`${line.blockId}\n${line.categoryId}`, line.availability);
  }
  const blockStock = (id: string) => (direct.get(id) ?? 0) + (resale.get(id) ?? 0);
  // What did not change keeps its object, and data that did not change at all is returned as it
  // was: the map and panel are memoised on them, so a first answer that says what the cached page
  // already said renders nothing again while the page loads (docs/performance.md, Lighthouse).
  const blocks = data.venue.blocks.map((block) => {
    const availability = blockStock(block.id);
    return availability === block.availability ? block : { ...block, availability };
  });
  const offers = data.offers.map((offer) => {
    const availability = byCategory.get(`${offer.blockId}\n${offer.categoryId}`) ?? 0;
    return availability === offer.availability ? offer : { ...offer, availability };
  });
  const soldOut = blocks.every((block) => block.availability === 0);
  const blocksKept = blocks.every((block, i) => block === data.venue.blocks[i]);
  const offersKept = offers.every((offer, i) => offer === data.offers[i]);
  if (blocksKept && offersKept) return { data, soldOut };
  return {
    data: {
      ...data,
      venue: blocksKept ? data.venue : { ...data.venue, blocks },
      offers: offersKept ? data.offers : offers,
    },
    soldOut,
  };
}

/** Whether two answers of the light offers query say the same (same lines, same order). */
export function sameAvailability(a: readonly AvailabilityLine[], b: readonly AvailabilityLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        line.blockId === other.blockId &&
        line.categoryId === other.categoryId &&
        line.availability === other.availability &&
        line.isResale === other.isResale
      );
    })
  );
}

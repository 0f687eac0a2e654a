/** The part of an offer its block's and event's (or pack's) headline figures come from. */
export interface SummarisedOffer {
  blockId: string;
  price: number;
  availability: number;
  isResale?: boolean;
}

export interface BlockSummary {
  availability: number;
  /** Lowest positive price among offers still on sale. */
  minPrice: number | null;
}

/** Headline figures of an event or pack, and of each block that has offers. */
export interface OfferSummary {
  blocks: ReadonlyMap<string, BlockSummary>;
  availability: number;
  minPrice: number | null;
  isSoldOut: boolean;
}

/**
 * A block's availability is its highest direct-sale stock plus its highest resale stock (offers
 * of one category share their seats, so stocks are not added up); the total is the sum over blocks.
 * Minimum prices skip free products (a 0 price is not "from 0 €") and offers with nothing left.
 */
export function summariseOffers(offers: readonly SummarisedOffer[]): OfferSummary {
  const stocks = new Map<string, { direct: number; resale: number; minPrice: number | null }>();
  for (const offer of offers) {
    const block = stocks.get(offer.blockId) ?? { direct: 0, resale: 0, minPrice: null };
    if (offer.isResale) block.resale = Math.max(block.resale, offer.availability);
    else block.direct = Math.max(block.direct, offer.availability);
    if (offer.availability > 0 && offer.price > 0) block.minPrice = lowest(block.minPrice, offer.price);
    stocks.set(offer.blockId, block);
  }
  const blocks = new Map<string, BlockSummary>();
  let availability = 0;
  let minPrice: number | null = null;
  for (const [blockId, block] of stocks) {
    const summary = { availability: block.direct + block.resale, minPrice: block.minPrice };
    blocks.set(blockId, summary);
    availability += summary.availability;
    if (summary.minPrice !== null) minPrice = lowest(minPrice, summary.minPrice);
  }
  return { blocks, availability, minPrice, isSoldOut: availability === 0 };
}

function lowest(current: number | null, candidate: number): number {
  return current === null ? candidate : Math.min(current, candidate);
}

import DataLoader from 'dataloader';
import type { SaleContext } from './catalogue-models';
import type { EventLoaders } from './event-loaders';
import { summariseOffers, type BlockSummary } from './offer-summary';
import type { PackLoaders } from './pack-loaders';
import { perSaleContext } from './per-sale-context';

/** A block with no offer in its context. */
export const NOTHING_ON_SALE: BlockSummary = { availability: 0, minPrice: null };

/**
 * Figures of blocks asked for by id, counted on those blocks alone: one batch per sale context
 * and request, so asking for one block never counts a whole stadium (or a whole season).
 */
export function createBlockSummaryLoaders(
  loaders: EventLoaders & PackLoaders,
): (context: NonNullable<SaleContext>) => DataLoader<string, BlockSummary> {
  return perSaleContext(
    (context) =>
      new DataLoader<string, BlockSummary>(async (blockIds) => {
        const offers =
          context?.kind === 'event'
            ? await loaders.eventOffersInBlocks(context.id, blockIds)
            : context?.kind === 'pack'
              ? await loaders.packOffersInBlocks(context.id, blockIds)
              : [];
        const summary = summariseOffers(offers);
        return blockIds.map((id) => summary.blocks.get(id) ?? NOTHING_ON_SALE);
      }),
  );
}

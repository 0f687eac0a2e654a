import type { ApiContext } from '../../graphql/api-context';
import { NOTHING_ON_SALE } from './block-summary-loaders';
import type { BlockModel } from './catalogue-models';
import { catalogueLoaders } from './catalogue-loaders';
import type { BlockSummary } from './offer-summary';
import type { ObjectResolvers } from './resolver-types';

/** The block's figures in its sale context; null without one. */
async function summaryOf(context: ApiContext, block: BlockModel): Promise<BlockSummary | null> {
  if (!block.context) return null;
  const loaders = catalogueLoaders(context);
  if (block.figures === 'block') return loaders.blockSummaries(block.context).load(block.id);
  const summary =
    block.context.kind === 'event'
      ? await loaders.eventSummaries.load(block.context.id)
      : await loaders.packSummaries.load(block.context.id);
  return summary.blocks.get(block.id) ?? NOTHING_ON_SALE;
}

/** `Block`: stock and prices of its sale context, seats on demand. */
export const blockResolvers: ObjectResolvers<'Block'> = {
  availability: async (block, _args, context) =>
    (await summaryOf(context, block))?.availability ?? block.capacity,
  minPrice: async (block, _args, context) => (await summaryOf(context, block))?.minPrice ?? null,
  seats: (block, _args, context) =>
    block.isOpenSeating ? [] : catalogueLoaders(context).blockSeats(block.context).load(block.id),
};

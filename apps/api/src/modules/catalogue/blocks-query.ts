import { blocksArgs } from './catalogue-args';
import type { SaleContext } from './catalogue-models';
import { catalogueLoaders } from './catalogue-loaders';
import { loadBlockArenaIds } from './load-block-arenas';
import { loadMap } from './map-loader';
import { parseArgs } from './parse-args';
import type { CatalogueQueryResolvers } from './resolver-types';

/**
 * `Query.blocks`: the requested blocks in the order asked. Ids that are unknown, of another
 * tenant, or (with a context) of another arena than the event's or pack's are skipped; an unknown
 * event or pack gives no blocks, since nothing could be sold in them.
 */
export const blocksQueryResolvers = {
  blocks: async (_parent, args, context) => {
    const { blockIds, eventId, packId } = parseArgs(blocksArgs, args);
    const loaders = catalogueLoaders(context);
    const sale: SaleContext = eventId
      ? { kind: 'event', id: eventId }
      : packId
        ? { kind: 'pack', id: packId }
        : null;
    let arenaIds: string[];
    if (sale) {
      const owner =
        sale.kind === 'event' ? await loaders.events.load(sale.id) : await loaders.packs.load(sale.id);
      if (!owner) return [];
      arenaIds = [owner.arenaId];
    } else {
      arenaIds = await loadBlockArenaIds(context.db, context.tenant.slug, blockIds);
    }
    const plans = await loadMap(loaders.plans, arenaIds);
    const planBlocks = new Map(
      [...plans.values()].flatMap((plan) => plan.blocks.map((block) => [block.id, block])),
    );
    return blockIds.flatMap((id) => {
      const block = planBlocks.get(id);
      return block ? [{ ...block, context: sale, figures: 'block' as const }] : [];
    });
  },
} satisfies CatalogueQueryResolvers;

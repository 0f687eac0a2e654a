import type { BlockPlan } from './catalogue-models';
import { loadMap } from './map-loader';
import type { StockScope } from './stock';
import type { VenueLoaders } from './venue-loaders';

/**
 * The blocks whose offers are computed for events or packs (by their arena): every block of the
 * arena, or only `onlyBlocks` when a few blocks are asked for by id.
 */
export async function blocksInScope(
  venues: VenueLoaders,
  owners: ReadonlyArray<{ arenaId: string }>,
  onlyBlocks?: readonly string[],
): Promise<{ blocksOf(owner: { arenaId: string }): BlockPlan[]; scope: StockScope }> {
  const plans = await loadMap(
    venues.plans,
    owners.map((owner) => owner.arenaId),
  );
  const wanted = onlyBlocks && new Set(onlyBlocks);
  const blocksOf = (owner: { arenaId: string }) => {
    const blocks = plans.get(owner.arenaId)?.blocks ?? [];
    return wanted ? blocks.filter((block) => wanted.has(block.id)) : blocks;
  };
  const blocks = [...new Map(owners.flatMap(blocksOf).map((block) => [block.id, block])).values()];
  return { blocksOf, scope: { blocks, restrict: wanted !== undefined } };
}

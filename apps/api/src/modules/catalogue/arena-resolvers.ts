import type { ApiContext } from '../../graphql/api-context';
import type { ArenaModel, SaleContext } from './catalogue-models';
import { catalogueLoaders } from './catalogue-loaders';
import type { ObjectResolvers } from './resolver-types';

/** The arena `arenaId` as seen from a sale context (its blocks show that context's stock). */
export async function arenaInContext(
  context: ApiContext,
  arenaId: string,
  sale: SaleContext,
): Promise<ArenaModel> {
  const arena = await catalogueLoaders(context).arenas.load(arenaId);
  // Foreign keys make this impossible; if it happens the data is broken, not the request.
  if (!arena) throw new Error(`arena ${arenaId} of tenant ${context.tenant.slug} is missing`);
  return { ...arena, context: sale };
}

/** `Arena`: plan, legend and price types, loaded once per request and arena. */
export const arenaResolvers: ObjectResolvers<'Arena'> = {
  capacity: async (arena, _args, context) => (await catalogueLoaders(context).plans.load(arena.id)).capacity,
  stands: async (arena, _args, context) => {
    const plan = await catalogueLoaders(context).plans.load(arena.id);
    return plan.stands.map((stand) => ({
      id: stand.id,
      name: stand.name,
      blocks: stand.blocks.map((block) => ({
        ...block,
        context: arena.context,
        figures: 'context' as const,
      })),
    }));
  },
  categories: async (arena, _args, context) =>
    (await catalogueLoaders(context).categories.load(arena.id)).filter((category) => category.isActive),
  products: (_arena, _args, context) => catalogueLoaders(context).activeProducts(),
};

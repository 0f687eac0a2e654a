import type { BlockPlan } from './catalogue-models';

/** The blocks a stock query counts. */
export interface StockScope {
  /** Their plans (which categories a block's seats are in). */
  blocks: readonly BlockPlan[];
  /**
   * Count only these blocks (a block asked for by id) rather than every block of the arena: the
   * query then reads a few index ranges instead of a whole event.
   */
  restrict: boolean;
}

/** What is free to sell in one sale context (an event, or every event of a pack). */
export interface Stock {
  /** Free seats per seated block, then per category. */
  seats: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Open-seating blocks: places sold in this context and how many are still free. */
  places: ReadonlyMap<string, { capacity: number; available: number }>;
}

/** Nothing on sale (an unknown event, or a pack without events). */
export const NO_STOCK: Stock = { seats: new Map(), places: new Map() };

/** Rows of (owner, block, category, free seats) as nested maps, per owner. */
export function seatStockByOwner(
  rows: ReadonlyArray<{ ownerId: string; blockId: string; categoryId: string; available: number }>,
): Map<string, Map<string, Map<string, number>>> {
  const byOwner = new Map<string, Map<string, Map<string, number>>>();
  for (const row of rows) {
    const byBlock = byOwner.get(row.ownerId) ?? new Map<string, Map<string, number>>();
    const byCategory = byBlock.get(row.blockId) ?? new Map<string, number>();
    byCategory.set(row.categoryId, row.available);
    byBlock.set(row.blockId, byCategory);
    byOwner.set(row.ownerId, byBlock);
  }
  return byOwner;
}

/** Block id → its category, for the blocks whose seats are all in one category (the usual case). */
export function singleCategoryBlocks(blocks: readonly BlockPlan[]): Map<string, string> {
  return new Map(
    blocks.flatMap((block) => {
      const [categoryId, ...others] = block.seatsByCategory.keys();
      return categoryId !== undefined && others.length === 0 ? [[block.id, categoryId] as const] : [];
    }),
  );
}

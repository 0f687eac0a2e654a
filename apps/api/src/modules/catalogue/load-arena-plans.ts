import { blocks, categories, seats, stands, type Database } from '@stadio/db';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { BlockPlan } from './catalogue-models';
import { sqlNameIn } from './catalogue-names';

/** The stands and blocks of an arena, in display order, with seat counts per category. */
export interface ArenaPlan {
  stands: Array<{ id: string; name: string; blocks: BlockPlan[] }>;
  blocks: BlockPlan[];
  /** Seats and standing places of every block. */
  capacity: number;
}

/** The plan of an arena without stands. */
export const EMPTY_PLAN: ArenaPlan = { stands: [], blocks: [], capacity: 0 };

/**
 * Plans of arenas by id (an arena without stands has an empty plan): three queries whatever the size.
 * Stands and blocks are named in `locale` (ADR 0025) and kept in the club's order, which does not
 * depend on the language.
 */
export async function loadArenaPlans(
  db: Database,
  tenantId: string,
  arenaIds: readonly string[],
  locale: string,
): Promise<Map<string, ArenaPlan>> {
  const [standRows, blockRows, seatCounts] = await Promise.all([
    db
      .select({
        id: stands.id,
        arenaId: stands.arenaId,
        name: sqlNameIn<string>(stands.name, stands.nameTranslations, locale),
      })
      .from(stands)
      .where(and(eq(stands.tenantId, tenantId), inArray(stands.arenaId, arenaIds)))
      .orderBy(asc(stands.sort), asc(stands.name), asc(stands.id)),
    loadBlockRows(db, tenantId, arenaIds, locale),
    loadSeatCounts(db, tenantId, arenaIds),
  ]);
  const plans = new Map<string, ArenaPlan>(
    arenaIds.map((id) => [id, { stands: [], blocks: [], capacity: 0 }]),
  );
  const standBlocks = new Map<string, BlockPlan[]>(standRows.map((stand) => [stand.id, []]));
  for (const row of blockRows) {
    const block: BlockPlan = { ...row, seatsByCategory: seatCounts.get(row.id) ?? new Map() };
    standBlocks.get(block.standId)?.push(block);
  }
  for (const stand of standRows) {
    const plan = plans.get(stand.arenaId);
    if (!plan) continue;
    const standPlan = { id: stand.id, name: stand.name, blocks: standBlocks.get(stand.id) ?? [] };
    plan.stands.push(standPlan);
    plan.blocks.push(...standPlan.blocks);
    plan.capacity += standPlan.blocks.reduce((sum, block) => sum + block.capacity, 0);
  }
  return plans;
}

function loadBlockRows(db: Database, tenantId: string, arenaIds: readonly string[], locale: string) {
  return (
    db
      .select({
        id: blocks.id,
        arenaId: blocks.arenaId,
        name: sqlNameIn<string>(blocks.name, blocks.nameTranslations, locale),
        standId: blocks.standId,
        standName: sqlNameIn<string>(stands.name, stands.nameTranslations, locale),
        isOpenSeating: blocks.isOpenSeating,
        contour: blocks.contour,
        labelX: blocks.labelX,
        labelY: blocks.labelY,
        isAwaySection: blocks.isAwaySection,
        capacity: blocks.capacity,
        viewImageUrl: blocks.viewImageUrl,
        categoryId: blocks.categoryId,
        mainCategoryId: categories.id,
      })
      .from(blocks)
      .innerJoin(stands, and(eq(stands.tenantId, blocks.tenantId), eq(stands.id, blocks.standId)))
      // An inactive category is never shown, so it cannot colour a block either.
      .leftJoin(
        categories,
        and(
          eq(categories.tenantId, blocks.tenantId),
          eq(categories.id, blocks.categoryId),
          eq(categories.isActive, true),
        ),
      )
      .where(and(eq(blocks.tenantId, tenantId), inArray(blocks.arenaId, arenaIds)))
      .orderBy(asc(blocks.sort), asc(blocks.name), asc(blocks.id))
  );
}

/** Seats per block and category, for the arenas' seated blocks. */
async function loadSeatCounts(
  db: Database,
  tenantId: string,
  arenaIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .select({ blockId: seats.blockId, categoryId: seats.categoryId, seats: count() })
    .from(seats)
    .innerJoin(blocks, and(eq(blocks.tenantId, seats.tenantId), eq(blocks.id, seats.blockId)))
    .where(and(eq(seats.tenantId, tenantId), inArray(blocks.arenaId, arenaIds)))
    .groupBy(seats.blockId, seats.categoryId)
    .orderBy(asc(seats.blockId), asc(seats.categoryId));
  const byBlock = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const counts = byBlock.get(row.blockId) ?? new Map<string, number>();
    counts.set(row.categoryId, row.seats);
    byBlock.set(row.blockId, counts);
  }
  return byBlock;
}

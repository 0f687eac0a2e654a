import { categories, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from './group-by';

/** Categories of arenas, inactive ones included (a seat still shows its category), in legend order. */
export async function loadCategories(
  db: Database,
  tenantId: string,
  arenaIds: readonly string[],
): Promise<Map<string, Gql.Category[]>> {
  const rows = await db
    .select({
      arenaId: categories.arenaId,
      id: categories.id,
      name: categories.name,
      description: categories.description,
      colour: categories.colour,
      isActive: categories.isActive,
    })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.arenaId, arenaIds)))
    .orderBy(asc(categories.sort), asc(categories.name), asc(categories.id));
  return groupBy(
    rows,
    (row) => row.arenaId,
    ({ arenaId: _, ...category }) => category,
  );
}

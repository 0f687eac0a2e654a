import { categories, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sqlNameIn } from './catalogue-names';
import { groupBy } from './group-by';

/** Categories of arenas, named in `locale`, inactive ones included (a seat still shows its category), in legend order. */
export async function loadCategories(
  db: Database,
  tenantId: string,
  arenaIds: readonly string[],
  locale: string,
): Promise<Map<string, Gql.Category[]>> {
  const rows = await db
    .select({
      arenaId: categories.arenaId,
      id: categories.id,
      name: sqlNameIn<string>(categories.name, categories.nameTranslations, locale),
      description: sqlNameIn<string | null>(
        categories.description,
        categories.descriptionTranslations,
        locale,
      ),
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

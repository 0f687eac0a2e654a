import { categories, eventPrices, packPrices, products, type Database } from '@stadio/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from './group-by';

/** A category sold with a product at a price, both active. */
export interface ActivePrice {
  categoryId: string;
  productId: string;
  priceCents: number;
}

/** Active prices per event, in legend order (category, then product). */
export function loadEventPrices(db: Database, tenantId: string, eventIds: readonly string[]) {
  return loadActivePrices(db, tenantId, eventIds, eventPrices, eventPrices.eventId);
}

/** Active prices of whole packs per pack, in legend order. */
export function loadPackPrices(db: Database, tenantId: string, packIds: readonly string[]) {
  return loadActivePrices(db, tenantId, packIds, packPrices, packPrices.packId);
}

// Prices of inactive categories or products are never offered, so they are dropped here, once.
async function loadActivePrices(
  db: Database,
  tenantId: string,
  ownerIds: readonly string[],
  table: typeof eventPrices | typeof packPrices,
  owner: typeof eventPrices.eventId | typeof packPrices.packId,
): Promise<Map<string, ActivePrice[]>> {
  const rows = await db
    .select({
      ownerId: owner,
      categoryId: table.categoryId,
      productId: table.productId,
      priceCents: table.priceCents,
    })
    .from(table)
    .innerJoin(
      categories,
      and(
        eq(categories.tenantId, table.tenantId),
        eq(categories.id, table.categoryId),
        eq(categories.isActive, true),
      ),
    )
    .innerJoin(
      products,
      and(
        eq(products.tenantId, table.tenantId),
        eq(products.id, table.productId),
        eq(products.isActive, true),
      ),
    )
    .where(and(eq(table.tenantId, tenantId), inArray(owner, ownerIds)))
    .orderBy(asc(categories.sort), asc(categories.id), asc(products.sort), asc(products.id));
  return groupBy(
    rows,
    (row) => row.ownerId,
    ({ ownerId: _, ...price }) => price,
  );
}

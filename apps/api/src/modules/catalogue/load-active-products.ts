import { products, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq } from 'drizzle-orm';

/** The tenant's active products (price types), in display order. */
export async function loadActiveProducts(db: Database, tenantId: string): Promise<Gql.Product[]> {
  // Awaited here: a drizzle query is a thenable that runs again on every `then`, a memo needs a promise.
  return await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      isResale: products.isResale,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isActive, true)))
    .orderBy(asc(products.sort), asc(products.name), asc(products.id));
}

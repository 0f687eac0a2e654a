import { products, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq } from 'drizzle-orm';
import { sqlNameIn } from './catalogue-names';

/** The tenant's active products (price types) named in `locale`, in display order. */
export async function loadActiveProducts(
  db: Database,
  tenantId: string,
  locale: string,
): Promise<Gql.Product[]> {
  // Awaited here: a drizzle query is a thenable that runs again on every `then`, a memo needs a promise.
  return await db
    .select({
      id: products.id,
      name: sqlNameIn<string>(products.name, products.nameTranslations, locale),
      description: sqlNameIn<string | null>(products.description, products.descriptionTranslations, locale),
      isResale: products.isResale,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isActive, true)))
    .orderBy(asc(products.sort), asc(products.name), asc(products.id));
}

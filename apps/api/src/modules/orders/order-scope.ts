import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import type { ApiContext } from '../../graphql/api-context';
import { withConnection } from '../../database/sql-client';

/** What an order operation works with: the club, its database and one reading of the clock. */
export interface OrderScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  /** The language catalogue names are read in (docs/product.md#catalogue-names); the club's first if absent. */
  locale?: string;
}

/** The scope of a GraphQL request (one clock reading, so one request sees one "now"). */
export function orderScope(context: ApiContext): OrderScope {
  return { db: context.db, tenant: context.tenant, now: context.now(), locale: context.locale };
}

/**
 * Runs an order change with the scope of a GraphQL request on one connection of its own, taken
 * before anything is done (see sql-client's withConnection): a saturated pool refuses the change
 * with a `DatabaseBusyError` (answered BUSY) before it has changed anything.
 */
export function withOrderConnection<T>(
  context: ApiContext,
  work: (scope: OrderScope) => Promise<T>,
): Promise<T> {
  const scope = orderScope(context);
  return withConnection(scope.db, (db) => work({ ...scope, db }));
}

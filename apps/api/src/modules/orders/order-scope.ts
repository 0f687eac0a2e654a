import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import type { ApiContext } from '../../graphql/api-context';

/** What an order operation works with: the club, its database and one reading of the clock. */
export interface OrderScope {
  db: Database;
  tenant: Tenant;
  now: Date;
}

/** The scope of a GraphQL request (one clock reading, so one request sees one "now"). */
export function orderScope(context: ApiContext): OrderScope {
  return { db: context.db, tenant: context.tenant, now: context.now() };
}

import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import type { ApiContext } from '../../graphql/api-context';
import type { AbuseLimiter } from './abuse-limits';
import type { IdentitySettings } from './identity-settings';

/** What an identity operation works with: the club, its database, the request's clock and the settings. */
export interface IdentityScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  settings: IdentitySettings;
  /** Limits per client address (absent in unit testbeds). */
  abuse?: AbuseLimiter;
  /** The fan's address, for those limits. */
  clientAddress: string;
}

/** The scope of a GraphQL request (one clock reading, so one request sees one "now"). */
export function identityScope(context: ApiContext): IdentityScope {
  return {
    db: context.db,
    tenant: context.tenant,
    now: context.now(),
    settings: context.identity,
    abuse: context.abuse,
    clientAddress: context.clientAddress ?? 'unknown',
  };
}

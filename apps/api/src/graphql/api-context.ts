import type { Database } from '@stadio/db';
import type { GraphQLContext } from '@stadio/graphql';
import type { Logger } from '@stadio/logger';
import type { Tenant } from '@stadio/tenants';
import type { AbuseLimiter } from '../modules/identity/abuse-limits';
import type { IdentitySettings } from '../modules/identity/identity-settings';
import type { PaymentServices } from '../modules/payments/payment-provider';

/**
 * The context of every resolver. `tenant` is already authenticated (see authenticate-storefront),
 * so resolvers scope every query by `tenant.slug` and never take a tenant from arguments.
 */
export interface ApiContext extends GraphQLContext {
  tenant: Tenant;
  db: Database;
  /** Request-scoped: lines carry the request id. */
  logger: Logger;
  /** The clock sale windows are judged by; tests pin it to exercise boundaries. */
  now(): Date;
  /** Password cost, token lifetimes and throttling limits (tests lower the password cost). */
  identity: IdentitySettings;
  /** The payment provider; absent, checkouts answer PAYMENT_NOT_STARTED. */
  payments?: PaymentServices;
  /** Limits per client address (login, sign-up, links); the server always sets it, unit testbeds may not. */
  abuse?: AbuseLimiter;
  /** The fan's address as the storefront saw it (`x-client-address`), or "unknown". */
  clientAddress?: string;
  /**
   * The language catalogue names are read in (`Accept-Language`, one of the club's locales); the
   * club's first when absent (docs/product.md#catalogue-names).
   */
  locale?: string;
}

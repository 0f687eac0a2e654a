import { shopOriginResolver, type Tenant } from '@stadio/tenants';
import { env } from '@/lib/env';

/**
 * The origin a club's pages name as their own in share tags: `SHOP_ORIGIN_TEMPLATE` (as in the
 * e-mails), else the club's first public domain over https. Not the request's host, so a page
 * rendered once serves every host of the club (ADR 0013).
 */
export function canonicalOrigin(tenant: Tenant): string {
  return shopOriginResolver(env().SHOP_ORIGIN_TEMPLATE)(tenant);
}

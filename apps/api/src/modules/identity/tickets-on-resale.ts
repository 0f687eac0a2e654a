import type { DbExecutor } from '@stadio/db';

/**
 * Whether customer `customerId` has tickets on resale, which blocks deleting the account
 * (docs/product.md#account). Tickets have no owner in the database yet: orders and resale by
 * customers come later, and until then no customer can have a ticket on resale, so the
 * answer is always false. The resale module will replace this body with its query.
 */
export async function hasTicketsOnResale(
  _db: DbExecutor,
  _tenantId: string,
  _customerId: string,
): Promise<boolean> {
  return false;
}

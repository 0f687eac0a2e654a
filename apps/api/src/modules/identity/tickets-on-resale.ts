import type { DbExecutor } from '@stadio/db';
import { sql } from 'drizzle-orm';

/**
 * Whether customer `customerId` has tickets on resale (on sale, or pending while a buyer pays),
 * which blocks deleting the account (docs/product.md#account): the club could not
 * pay out a sale to an anonymised account. Call it after locking the customer's row, as listing
 * does, so a listing made meanwhile is seen.
 */
export async function hasTicketsOnResale(
  db: DbExecutor,
  tenantId: string,
  customerId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from resale_listings
    where tenant_id = ${tenantId} and seller_customer_id = ${customerId} and status in ('on_sale', 'pending')
    limit 1`);
  return result.rows.length > 0;
}

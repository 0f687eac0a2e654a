import type { Database } from '@stadio/db';
import { closeOrders } from './release-statement';
import { inTransaction, runStatement, type NamedStatement } from '../../database/sql-client';

const CLAIM_EXPIRED: NamedStatement = {
  name: 'orders.claim_expired',
  text: `select tenant_id as "tenantId", id from orders
    where status = 'onhold' and expires_at <= $1
    order by expires_at
    limit $2
    for update skip locked`,
};

/**
 * One sweep of up to `batchSize` orders whose hold expired, of every club: each becomes
 * `abandoned` and releases its seats, places, listings and parking places, in one transaction.
 * `FOR UPDATE SKIP LOCKED` lets several API processes sweep at once without waiting for each
 * other, and skips an order a request is changing right now (it is swept on the next pass).
 * Returns how many orders it abandoned.
 */
export async function sweepExpiredOrders(db: Database, now: Date, batchSize: number): Promise<number> {
  return inTransaction(db, async (client) => {
    const expired = await runStatement<{ tenantId: string; id: string }>(client, CLAIM_EXPIRED, [
      now,
      batchSize,
    ]);
    // Club by club in a fixed order, each club's holds released in key order, as holds take them.
    const tenants = [...new Set(expired.map((row) => row.tenantId))].sort();
    for (const tenantId of tenants)
      await closeOrders(
        client,
        tenantId,
        expired.filter((row) => row.tenantId === tenantId).map((row) => row.id),
        'abandoned',
        now,
      );
    return expired.length;
  });
}

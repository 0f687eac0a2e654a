import { orders, type DbExecutor, type OrderRow } from '@stadio/db';
import { and, eq, sql } from 'drizzle-orm';
import { effectiveStatus } from './effective-status';
import { orderError } from './order-errors';
import { runStatement, type NamedStatement, type SqlClient } from '../../database/sql-client';

/**
 * Locks order `orderId` of customer `customerId` at club `tenantId` for the rest of the
 * transaction, so changes to one order run one after the other (and never during its sweep: the
 * sweeper skips locked orders). An order of another customer or club is ORDER_NOT_FOUND, never
 * visible. An expired order is ORDER_NOT_ON_HOLD at once, even before the sweeper released it.
 *
 * The lock is an update that leaves the row as it was: it writes a new version of the row, so a
 * one-statement cancel that read the order before this change committed sees a different `xmin`
 * and runs again (release-statement.ts). A `FOR UPDATE` lock would leave the version as it was,
 * and that cancel would miss a car park added meanwhile.
 */
export async function lockOrderOnHold(
  tx: DbExecutor,
  scope: { tenantId: string; customerId: string; orderId: string; now: Date },
): Promise<OrderRow> {
  const [order] = await tx
    .update(orders)
    .set({ updatedAt: sql`${orders.updatedAt}` })
    .where(
      and(
        eq(orders.tenantId, scope.tenantId),
        eq(orders.id, scope.orderId),
        eq(orders.customerId, scope.customerId),
      ),
    )
    .returning();
  checkOnHold(order, scope.now);
  return order;
}

const LOCK_ORDER: NamedStatement = {
  name: 'orders.lock',
  text: `update orders set updated_at = updated_at
    where tenant_id = $1 and id = $2 and customer_id = $3::uuid
    returning id, status, expires_at as "expiresAt"`,
};

/**
 * {@link lockOrderOnHold} on a connection of the hot paths (sql-client.ts): the same row lock,
 * the same ORDER_NOT_FOUND and ORDER_NOT_ON_HOLD.
 */
export async function lockOrderOnHoldWith(
  client: SqlClient,
  scope: { tenantId: string; customerId: string; orderId: string; now: Date },
): Promise<void> {
  const [order] = await runStatement<Pick<OrderRow, 'id' | 'status' | 'expiresAt'>>(client, LOCK_ORDER, [
    scope.tenantId,
    scope.orderId,
    scope.customerId,
  ]);
  checkOnHold(order, scope.now);
}

/** ORDER_NOT_FOUND without an order, ORDER_NOT_ON_HOLD unless it is on hold at `now`. */
export function checkOnHold(
  order: Pick<OrderRow, 'status' | 'expiresAt'> | undefined,
  now: Date,
): asserts order is Pick<OrderRow, 'status' | 'expiresAt'> {
  if (!order) throw orderError('ORDER_NOT_FOUND', 'No such order for this customer at this club');
  const status = effectiveStatus(order, now);
  if (status !== 'onhold')
    throw orderError('ORDER_NOT_ON_HOLD', 'This order is no longer on hold', {
      status: status.toUpperCase(),
    });
}

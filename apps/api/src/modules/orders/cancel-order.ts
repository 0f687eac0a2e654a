import type { OrderRefArgs } from './order-args';
import type { OrderScope } from './order-scope';
import { cancelOrderOnHold } from './release-statement';
import { poolOf } from '../../database/sql-client';

/** Cancels an order on hold of the customer and releases everything it held (the cart's cancel button). */
export async function cancelOrder(scope: OrderScope, args: OrderRefArgs): Promise<void> {
  const { db, tenant, now } = scope;
  // One statement, its own transaction: no round trips to open and close one (release-statement.ts).
  await cancelOrderOnHold(poolOf(db), {
    tenantId: tenant.slug,
    customerId: args.customerId,
    orderId: args.orderId,
    now,
  });
}

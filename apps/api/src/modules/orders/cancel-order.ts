import { lockOrderOnHoldWith } from './lock-order';
import type { OrderRefArgs } from './order-args';
import type { OrderScope } from './order-scope';
import { closeOrders } from './release-statement';
import { inTransaction } from './sql-client';

/** Cancels an order on hold of the customer and releases everything it held (the cart's cancel button). */
export async function cancelOrder(scope: OrderScope, args: OrderRefArgs): Promise<void> {
  const { db, tenant, now } = scope;
  await inTransaction(db, async (client) => {
    // Locked first, in its own statement: the release below then sees every ticket committed before.
    await lockOrderOnHoldWith(client, {
      tenantId: tenant.slug,
      customerId: args.customerId,
      orderId: args.orderId,
      now,
    });
    await closeOrders(client, tenant.slug, [args.orderId], 'cancelled', now);
  });
}

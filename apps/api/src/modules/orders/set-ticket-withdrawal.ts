import { orders } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { lockOrderOnHold } from './lock-order';
import type { setWithdrawalArgs } from './order-args';
import type { OrderScope } from './order-scope';

/** Sets how the tickets of an order on hold are delivered (1 = send by e-mail, the default). */
export async function setTicketWithdrawal(
  scope: OrderScope,
  args: z.output<typeof setWithdrawalArgs>,
): Promise<void> {
  const { db, tenant, now } = scope;
  await db.transaction(async (tx) => {
    await lockOrderOnHold(tx, {
      tenantId: tenant.slug,
      customerId: args.customerId,
      orderId: args.orderId,
      now,
    });
    await tx
      .update(orders)
      .set({ ticketWithdrawal: args.value, updatedAt: now })
      .where(and(eq(orders.tenantId, tenant.slug), eq(orders.id, args.orderId)));
  });
}

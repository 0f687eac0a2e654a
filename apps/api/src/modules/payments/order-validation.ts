import { installments, orders, payments } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, desc, eq } from 'drizzle-orm';
import { loadOrder } from '../orders/load-orders';
import { orderError } from '../orders/order-errors';
import type { OrderScope } from '../orders/order-scope';
import type { OrderValidationArgs } from './payment-args';
import { paymentOutcome } from './payment-outcome';

const INSTALLMENT_STATUS = {
  scheduled: 'SCHEDULED',
  paid: 'PAID',
  failed: 'FAILED',
  awaiting_customer: 'AWAITING_CUSTOMER',
} as const;

/** Where the payment of the customer's order stands, for the validation page (read only). */
export async function orderValidation(
  scope: OrderScope,
  args: OrderValidationArgs,
): Promise<Gql.OrderValidation> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const order = await loadOrder(db, tenantId, args.customerId, args.orderId, now, scope.locale);
  if (!order) throw orderError('ORDER_NOT_FOUND', 'No such order for this customer at this club');
  const [row] = await db
    .select({ status: orders.status, expiresAt: orders.expiresAt, cancelledBy: orders.cancelledBy })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, args.orderId)));
  if (!row) throw orderError('ORDER_NOT_FOUND', 'No such order for this customer at this club');
  const [latest] = await db
    .select({ id: payments.id, status: payments.status, kind: payments.kind })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, args.orderId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  const outcome = paymentOutcome(row, latest ?? null, now);
  const schedule =
    latest?.kind === 'installment_plan'
      ? await db
          .select()
          .from(installments)
          .where(and(eq(installments.tenantId, tenantId), eq(installments.paymentId, latest.id)))
          .orderBy(asc(installments.rank))
      : [];
  return {
    outcome,
    order,
    extendedUntil:
      outcome === 'PAYMENT_IN_PROGRESS' && latest?.status === 'pending' && row.expiresAt
        ? row.expiresAt.toISOString()
        : null,
    installments: schedule.map((i) => ({
      rank: i.rank,
      dueDate: i.dueDate,
      amount: i.amountCents,
      status: INSTALLMENT_STATUS[i.status],
      // Only while it waits for the fan: their link to pay it (docs/product.md#payments).
      payUrl: i.status === 'awaiting_customer' ? i.actionUrl : null,
    })),
  };
}

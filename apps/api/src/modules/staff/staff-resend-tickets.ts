import type { Database, StaffAccountRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { poolOf } from '../../database/sql-client';
import { sendTicketsByEmail } from '../tickets/send-tickets-email';
import { writeAudit } from './staff-audit';
import { orderNotFound, staffError } from './staff-errors';
import { loadStaffOrder } from './staff-orders';
import type { StaffScope } from './staff-scope';

/**
 * Queues the e-mail with a confirmed order's tickets to its buyer again (the same rules as the
 * fan's own "e-mail me these tickets": not before the club opens downloads), with its audit row,
 * in one transaction.
 */
export async function staffResendTickets(
  scope: StaffScope,
  staff: StaffAccountRow,
  orderId: string,
): Promise<Gql.StaffOrder> {
  const { tenant, now } = scope;
  const { rows } = await poolOf(scope.db).query<{ status: string; customerId: string }>(
    `select status, customer_id as "customerId" from orders where tenant_id = $1 and id = $2`,
    [tenant.slug, orderId],
  );
  const order = rows[0];
  if (!order) throw orderNotFound();
  if (order.status !== 'confirmed')
    throw staffError('ORDER_NOT_CONFIRMED', 'Only a confirmed order has tickets to send', {
      status: order.status,
    });
  await scope.db.transaction(async (tx) => {
    await sendTicketsByEmail(
      { db: tx as unknown as Database, tenant, now },
      { customerId: order.customerId, orderId },
    );
    await writeAudit(tx, {
      tenantId: tenant.slug,
      staff: { id: staff.id, email: staff.email },
      action: 'order.resend_tickets',
      targetType: 'order',
      targetId: orderId,
      after: { customerId: order.customerId },
      now,
    });
  });
  return loadStaffOrder(poolOf(scope.db), scope, staff, orderId);
}

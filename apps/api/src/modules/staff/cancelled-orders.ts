import type * as Gql from '@stadio/graphql/resolvers-types';
import { poolOf } from '../../database/sql-client';
import type { StaffScope } from './staff-scope';

/**
 * The customer's orders that a ticket manager cancelled (orders.cancelled_by set), for the orders
 * page's notice; the fan's own cancelled carts are not among them (docs/product.md#payment-outcomes).
 */
export async function myCancelledOrders(
  scope: StaffScope,
  customerId: string,
): Promise<Gql.CancelledOrder[]> {
  const { rows } = await poolOf(scope.db).query<{
    orderId: string;
    cancelledAt: Date;
    refundedAmount: number;
    items: Array<string | null>;
  }>(
    `select o.id as "orderId", o.cancelled_at as "cancelledAt",
       coalesce((select sum(r.amount_cents) from refunds r join payments p
         on p.tenant_id = r.tenant_id and p.id = r.payment_id
         where p.tenant_id = o.tenant_id and p.order_id = o.id), 0)::int as "refundedAmount",
       array(select coalesce(e.name, p.name) from ticket_groups g
         left join events e on e.tenant_id = g.tenant_id and e.id = g.event_id
         left join campaign_packs p on p.tenant_id = g.tenant_id and p.id = g.pack_id
         where g.tenant_id = o.tenant_id and g.order_id = o.id and g.kind <> 'ancillary'
         order by g.created_at, g.id) as items
     from orders o
     where o.tenant_id = $1 and o.customer_id = $2::uuid and o.status = 'cancelled' and o.cancelled_by is not null
     order by o.cancelled_at desc, o.id
     limit 50`,
    [scope.tenant.slug, customerId],
  );
  return rows.map((row) => ({
    orderId: row.orderId,
    cancelledAt: row.cancelledAt.toISOString(),
    refundedAmount: row.refundedAmount,
    items: row.items.filter((item): item is string => item !== null),
  }));
}

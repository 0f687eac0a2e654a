import { identityError } from '../identity/identity-errors';
import { loadHoldFacts } from './hold-facts';
import { holdAndInsert } from './hold-statement';
import { lockOrderOnHoldWith } from './lock-order';
import { newId } from './new-id';
import type { CreateOrderArgs } from './order-args';
import { orderError } from './order-errors';
import type { OrderScope } from './order-scope';
import { planTickets } from './plan-tickets';
import { saleContextOf, type SaleContext } from './sale-context';
import {
  inTransaction,
  poolOf,
  runStatement,
  type NamedStatement,
  type SqlClient,
  type SqlExecutor,
} from './sql-client';

const cartLimit = (limit: number) =>
  orderError('CART_LIMIT', `At most ${limit} tickets of this event or pack fit in one order`, { limit });

/**
 * Holds a selection of one event or pack and puts it in an order on hold (spec: create order with
 * tickets): a new order, or the customer's order `input.orderId` still on hold, whose expiry then
 * restarts. Everything is checked before the transaction (customer, sale window, venue, prices,
 * limit), read in one query; the holds and inserts are one guarded statement, all or nothing
 * (hold-statement.ts), inside a transaction only when adding to an existing order. Returns the order id.
 */
export async function createOrderWithTickets(scope: OrderScope, args: CreateOrderArgs): Promise<string> {
  const { db, tenant, now } = scope;
  const { input } = args;
  const facts = await loadHoldFacts(poolOf(db), tenant.slug, args.customerId, input, input.tickets);
  if (!facts.customer) throw identityError('CUSTOMER_NOT_FOUND', 'No customer with this id at this club');
  const context = saleContextOf(tenant, facts.customer, input.eventId ? 'event' : 'pack', facts, now);
  const planned = planTickets(context, input.tickets, facts);
  const selected = input.tickets.length;
  if (selected > context.limit) throw cartLimit(context.limit);
  const expiresAt = new Date(now.getTime() + tenant.defaultOrderExpiryTimeInSeconds * 1000);

  const existing = input.orderId;
  const hold = (executor: SqlExecutor, orderId: string) =>
    holdAndInsert(
      executor,
      { tenant, customerId: args.customerId, orderId, isNew: !existing, expiresAt, now },
      context,
      planned,
    );
  if (!existing) {
    // A new order: one statement, its own transaction (ADR 0008 addendum), no round trip to open one.
    const orderId = newId('ord');
    await hold(poolOf(db), orderId);
    return orderId;
  }
  return inTransaction(db, async (client) => {
    await lockOrderOnHoldWith(client, {
      tenantId: tenant.slug,
      customerId: args.customerId,
      orderId: existing,
      now,
    });
    // Counted under the order's lock, so two requests adding to one order cannot both pass.
    if ((await selectionsInOrder(client, tenant.slug, existing, context)) + selected > context.limit)
      throw cartLimit(context.limit);
    await hold(client, existing);
    return existing;
  });
}

// A pack seat has one ticket per event: counting the tickets of its first event counts packs.
const SELECTIONS_IN_ORDER: NamedStatement = {
  name: 'orders.selections_in_order',
  text: `select count(*)::int as n from seat_tickets t
    join ticket_groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
    where t.tenant_id = $1 and t.order_id = $2 and t.event_id = $3 and g.kind = $4
      and (case when $4 = 'event' then g.event_id else g.pack_id end) = $5`,
};

/** Seats (packs) of this event (pack) already in the order, for the cart limit. */
async function selectionsInOrder(
  client: SqlClient,
  tenantId: string,
  orderId: string,
  context: SaleContext,
): Promise<number> {
  const [row] = await runStatement<{ n: number }>(client, SELECTIONS_IN_ORDER, [
    tenantId,
    orderId,
    context.eventIds[0] ?? '',
    context.kind,
    context.id,
  ]);
  return row?.n ?? 0;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConnection } from '../../database/sql-client';
import { writesDuring } from '../../test-support/socket-writes';
import { loadOrder } from './load-orders';
import { CANCEL_ORDER } from './test-fixtures/order-operations';
import { raceSeat } from './test-fixtures/orders-fixture';
import { startOrdersTestbed, type Club, type OrdersTestbed } from './test-fixtures/orders-testbed';

/*
 * The hold and cancel statements are written for the plan PostgreSQL keeps for a prepared statement
 * after its fifth execution on a connection (key lookups whatever the parameters). Planning them on
 * every call doubled their cost in the seat-hold benchmark (ADR 0008), and whether PostgreSQL keeps
 * the generic plan depends on the statements' shape: this guards it. The catalogue facts a hold
 * checks are read once and then come from the process's cache (ADR 0012).
 */
describe('the seat-hold hot path on one connection', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed({ poolSize: 1 });
  });
  afterAll(async () => {
    await bed.close();
  });

  it('keeps the generic plans of the holds, the cancel and the order they answer after five calls, and reads the catalogue once', async () => {
    await withShopHistory(bed);
    // Riviera adds its mandatory plastic card to new orders; North End sells seats only.
    for (const club of ['riviera', 'north-end'] as const satisfies readonly Club[]) {
      const customerId = await bed.customer(club);
      for (let column = 1; column <= 10; column += 1) {
        const order = await bed.hold(
          customerId,
          'match-open',
          [{ blockId: 'R2', seatId: raceSeat('R2', 'E', column), productId: 'full' }],
          club,
        );
        await bed.data(CANCEL_ORDER, { customerId, orderId: order.orderId }, { club });
      }
    }
    // pg_prepared_statements lists this session's statements: the pool's only connection.
    const plans = await bed.rows<{ name: string; generic: number; custom: number }>(
      `select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
       where name like 'orders.%' order by name`,
    );
    expect(plans.map((p) => p.name)).toEqual([
      'orders.cancel_seats',
      'orders.hold.-.-.-.-',
      'orders.hold.-.-.-.card',
      'orders.hold_facts.event',
      'orders.hold_facts.seats',
      'orders.view.one.ancillaries',
      'orders.view.one.groups',
      'orders.view.one.order',
      'orders.view.one.teams',
      'orders.view.one.tickets',
    ]);
    const plan = (name: string) => plans.find((p) => p.name === name);
    expect(plan('orders.cancel_seats')).toMatchObject({ custom: 5, generic: 15 });
    expect(plan('orders.hold.-.-.-.-')).toMatchObject({ custom: 5, generic: 5 });
    expect(plan('orders.hold.-.-.-.card')).toMatchObject({ custom: 5, generic: 5 });
    // Once per club: the event and its venue, then the seats of block R2.
    expect(plan('orders.hold_facts.event')).toMatchObject({ custom: 2, generic: 0 });
    expect(plan('orders.hold_facts.seats')).toMatchObject({ custom: 2, generic: 0 });
    // The order each hold answers with is read by statements prepared once and, after their fifth
    // call, no longer planned: the ticket join was planned on every hold when they took an array.
    // The order's row and its teams too, queued with its parts.
    for (const name of [
      'orders.view.one.order',
      'orders.view.one.groups',
      'orders.view.one.tickets',
      'orders.view.one.ancillaries',
      'orders.view.one.teams',
    ])
      expect(plan(name)).toMatchObject({ custom: 5, generic: 15 });
  });

  it('sends the five statements of the order a hold answers with in one write (ADR 0039)', async () => {
    const customerId = await bed.customer('riviera');
    const held = await bed.hold(customerId, 'match-open', [
      { blockId: 'R2', seatId: raceSeat('R2', 'E', 1), productId: 'full' },
    ]);
    const { result: order, writes } = await withConnection(bed.db, (db) =>
      writesDuring(db, () => loadOrder(db, 'riviera', customerId, held.orderId, bed.clock.now())),
    );
    expect(order?.orderId).toBe(held.orderId);
    expect(order?.ticketGroups[0]?.seatTickets).toHaveLength(1);
    expect(writes).toBe(1);
    await bed.data(CANCEL_ORDER, { customerId, orderId: held.orderId }, { club: 'riviera' });
  });
});

/**
 * A shop's past orders: 50,000 ticket groups and 100,000 released tickets, analysed. Whether
 * PostgreSQL keeps a generic plan depends on the tables' statistics: on the few rows of a fresh
 * test database any shape passes, while on a shop's history the order statements that took an
 * array of order ids were planned again on every call (the cost of planning the ticket join
 * then exceeded running it). Written with the foreign keys' triggers off: the rows only need to be
 * counted by ANALYZE, not to belong to real orders.
 */
async function withShopHistory(bed: OrdersTestbed): Promise<void> {
  await bed.rows(`set session_replication_role = replica`);
  try {
    await bed.rows(
      `insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
       select 'riviera', 'past-group-' || n, 'past-order-' || n, 'event', 'match-open', now() - interval '1 day'
       from generate_series(1, 50000) as n`,
    );
    await bed.rows(
      `insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, block_id, category_id, product_id,
         price_cents, status, created_at)
       select 'riviera', 'past-ticket-' || n, 'past-order-' || (n / 2), 'past-group-' || (n / 2), 'match-open', 'S1',
         'cat', 'full', 1000, 'released', now() - interval '1 day'
       from generate_series(2, 100001) as n`,
    );
  } finally {
    await bed.rows(`set session_replication_role = origin`);
  }
  await bed.rows(`analyze ticket_groups, seat_tickets`);
}

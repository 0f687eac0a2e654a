import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('keeps the generic plans of the holds and the cancel after five calls, and reads the catalogue once', async () => {
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
      'orders.view.ancillaries',
      'orders.view.groups',
      'orders.view.tickets',
    ]);
    const plan = (name: string) => plans.find((p) => p.name === name);
    expect(plan('orders.cancel_seats')).toMatchObject({ custom: 5, generic: 15 });
    expect(plan('orders.hold.-.-.-.-')).toMatchObject({ custom: 5, generic: 5 });
    expect(plan('orders.hold.-.-.-.card')).toMatchObject({ custom: 5, generic: 5 });
    // Once per club: the event and its venue, then the seats of block R2.
    expect(plan('orders.hold_facts.event')).toMatchObject({ custom: 2, generic: 0 });
    expect(plan('orders.hold_facts.seats')).toMatchObject({ custom: 2, generic: 0 });
    // The order each hold answers with is read by statements prepared once, planned once.
    for (const name of ['orders.view.groups', 'orders.view.tickets', 'orders.view.ancillaries'])
      expect((plan(name)?.custom ?? 0) + (plan(name)?.generic ?? 0)).toBe(20);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_ORDER } from './test-fixtures/order-operations';
import { raceSeat } from './test-fixtures/orders-fixture';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

/*
 * The hold and cancel statements are written for the plan PostgreSQL keeps for a prepared statement
 * after its fifth execution on a connection (key lookups whatever the parameters). Planning them on
 * every call doubled their cost in the seat-hold benchmark (ADR 0008), and whether PostgreSQL keeps
 * the generic plan depends on the statements' shape: this guards it.
 */
describe('the seat-hold hot path on one connection', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed({ poolSize: 1 });
  });
  afterAll(async () => {
    await bed.close();
  });

  it('keeps the generic plans of the hold facts, the hold and the cancel after five calls', async () => {
    const customerId = await bed.customer();
    for (let column = 1; column <= 10; column += 1) {
      const order = await bed.hold(customerId, 'match-open', [
        { blockId: 'R2', seatId: raceSeat('R2', 'E', column), productId: 'full' },
      ]);
      await bed.data(CANCEL_ORDER, { customerId, orderId: order.orderId });
    }
    // pg_prepared_statements lists this session's statements: the pool's only connection.
    const plans = await bed.rows<{ name: string; generic: number; custom: number }>(
      `select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
       where name like 'orders.hold%' or name = 'orders.cancel' order by name`,
    );
    expect(plans.map((p) => p.name)).toEqual([
      'orders.cancel',
      'orders.hold.-.-.-.card',
      'orders.hold_facts.event',
    ]);
    for (const plan of plans) expect(plan, plan.name).toMatchObject({ custom: 5, generic: 5 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomers } from '../orders/test-fixtures/orders-fixture';
import { startOrdersTestbed, type OrdersTestbed } from '../orders/test-fixtures/orders-testbed';
import { applyCodes, extensionsOf, insertPromoCode, seatPicker } from './test-fixtures/promo-fixture';

const BUYERS = 20;

describe('the last use of a promo code under a race', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    // One connection per buyer, so the checkouts really run side by side in PostgreSQL.
    bed = await startOrdersTestbed({ poolSize: BUYERS + 2 });
    await insertPromoCode(bed.db, 'riviera', { id: 'last-one', usageLimit: 1 });
    await Promise.all(Array.from({ length: BUYERS }, () => bed.handle.pool.query('select 1')));
  });
  afterAll(async () => {
    await bed.close();
  });

  it('goes to exactly one of 20 buyers applying it at once; the others are refused', async () => {
    const seats = seatPicker('R2');
    const customerIds = await insertCustomers(bed.db, 'riviera', BUYERS);
    const orders = [];
    for (const customerId of customerIds) orders.push(await bed.hold(customerId, 'match-open', seats(1)));
    const outcomes = await Promise.allSettled(
      orders.map((order, buyer) =>
        applyCodes(bed, {
          customerId: customerIds[buyer] ?? '',
          orderId: order.orderId,
          promoCodeIds: ['last-one'],
        }),
      ),
    );
    const winners = outcomes.filter((o) => o.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [extensionsOf(o.reason)] : []));
    expect(refusals).toHaveLength(BUYERS - 1);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        code: 'PROMO_REJECTED',
        promoCodeErrors: [{ promoCodeId: 'last-one', code: 'USAGE_LIMIT_REACHED' }],
      });
    const uses = await bed.rows<{ order_id: string }>(
      `select order_id from promo_code_uses where tenant_id = 'riviera' and promo_code_id = 'last-one'`,
    );
    expect(uses).toHaveLength(1);
    const discounted = await bed.rows<{ order_id: string }>(
      `select distinct order_id from seat_tickets where tenant_id = 'riviera' and discount_cents < 0`,
    );
    expect(discounted).toEqual(uses);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ORDER } from './test-fixtures/order-operations';
import { raceSeat } from './test-fixtures/orders-fixture';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

/*
 * Holds check the catalogue against facts this process keeps per club and catalogue revision (ADR
 * 0012). A change to the catalogue must still apply to the very next hold: every one of these tests
 * first holds once, so the facts it then changes are in memory.
 */
describe('the catalogue facts a hold checks', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed({ poolSize: 2 });
  });
  afterAll(async () => {
    await bed.close();
  });

  const r1 = (column: number) => ({ blockId: 'R1', seatId: raceSeat('R1', 'A', column), productId: 'full' });
  const revisions = async () =>
    Object.fromEntries(
      (
        await bed.rows<{ tenant_id: string; revision: number }>(
          `select tenant_id, revision::int as revision from catalogue_revisions order by tenant_id`,
        )
      ).map((row) => [row.tenant_id, row.revision]),
    );
  const setFullPrice = (cents: number) =>
    bed.rows(
      `update event_prices set price_cents = $1
       where tenant_id = 'riviera' and event_id = 'match-open' and category_id = 'standard' and product_id = 'full'`,
      [cents],
    );

  it('prices the next hold at a price changed after the facts were read', async () => {
    const customerId = await bed.customer();
    const first = await bed.hold(customerId, 'match-open', [r1(1)]);
    expect(first.ticketGroups[0]?.seatTickets[0]?.grossAmount).toBe(3000);
    const before = await revisions();
    await setFullPrice(3500);
    try {
      // One statement, one more revision for the club that changed, none for the other.
      expect(await revisions()).toEqual({ ...before, riviera: (before.riviera ?? 0) + 1 });
      const second = await bed.hold(customerId, 'match-open', [r1(2)]);
      expect(second.ticketGroups[0]?.seatTickets[0]?.grossAmount).toBe(3500);
      // The refused attempt with the old facts held nothing: one live ticket per seat.
      const [live] = await bed.rows<{ n: number }>(
        `select count(*)::int as n from seat_tickets where tenant_id = 'riviera' and event_id = 'match-open'
         and seat_id = $1 and status <> 'released'`,
        [raceSeat('R1', 'A', 2)],
      );
      expect(live?.n).toBe(1);
    } finally {
      await setFullPrice(3000);
    }
  });

  it('refuses the next hold once the sale is closed, and sells again when it reopens', async () => {
    const customerId = await bed.customer();
    await bed.hold(customerId, 'match-open', [r1(3)]);
    const close = (status: string) =>
      bed.rows(`update events set sale_status = $1 where tenant_id = 'riviera' and id = 'match-open'`, [
        status,
      ]);
    await close('closed');
    try {
      expect(
        await bed.errorCode(CREATE_ORDER, { customerId, input: { eventId: 'match-open', tickets: [r1(4)] } }),
      ).toBe('NOT_ON_SALE');
    } finally {
      await close('opened');
    }
    await bed.hold(customerId, 'match-open', [r1(4)]);
  });

  it('reads the seats of a block added to the venue after the facts were read', async () => {
    const customerId = await bed.customer();
    await bed.hold(customerId, 'match-open', [r1(5)]);
    await bed.rows(
      `insert into seats (tenant_id, id, block_id, category_id, row, "column", row_name, seat_number, x, y)
       values ('riviera', 'r1-z1', 'R1', 'standard', 99, 1, 'Z', '1', 0, 0)`,
    );
    await bed.rows(
      `insert into event_seats (tenant_id, event_id, seat_id, block_id) values ('riviera', 'match-open', 'r1-z1', 'R1')`,
    );
    const order = await bed.hold(customerId, 'match-open', [
      { blockId: 'R1', seatId: 'r1-z1', productId: 'full' },
    ]);
    expect(order.ticketGroups[0]?.seatTickets[0]?.seatInfo.seatId).toBe('r1-z1');
  });

  it('holds again after the revision went back, as in a restored database', async () => {
    const customerId = await bed.customer();
    await bed.hold(customerId, 'match-open', [r1(8)]);
    const before = await revisions();
    await bed.rows(`update catalogue_revisions set revision = 0 where tenant_id = 'riviera'`);
    try {
      const order = await bed.hold(customerId, 'match-open', [r1(9)]);
      expect(order.ticketGroups[0]?.seatTickets[0]?.seatInfo.seatId).toBe(raceSeat('R1', 'A', 9));
    } finally {
      await bed.rows(`update catalogue_revisions set revision = $1 where tenant_id = 'riviera'`, [
        before.riviera,
      ]);
    }
  });

  it('refuses a customer whose account was deleted after the facts were read, holding nothing', async () => {
    const customerId = await bed.customer();
    await bed.hold(customerId, 'match-open', [r1(6)]);
    await bed.rows(`update customers set deleted_at = now() where id = $1`, [customerId]);
    expect(
      await bed.errorCode(CREATE_ORDER, { customerId, input: { eventId: 'match-open', tickets: [r1(7)] } }),
    ).toBe('CUSTOMER_NOT_FOUND');
    const [seat] = await bed.rows<{ status: string }>(
      `select status from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = $1`,
      [raceSeat('R1', 'A', 7)],
    );
    expect(seat?.status).toBe('available');
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@stadio/logger';
import { createHoldSweeper } from './hold-sweeper';
import {
  CANCEL_ORDER,
  CREATE_ORDER,
  SET_ANCILLARIES,
  SET_HOLDERS,
  SHOW_MY_ORDERS,
  UPDATE_TICKETS,
  type OrderData,
} from './test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

const MINUTE = 60_000;

describe('expiry of holds', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const buy = (customerId: string, tickets: unknown[]) => bed.hold(customerId, 'match-open', tickets);
  const state = async () => {
    const [seat] = await bed.rows<{ status: string; order_id: string | null }>(
      `select status, order_id from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r1-d1'`,
    );
    const [places] = await bed.rows<{ taken: number }>(
      `select taken from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'S1'`,
    );
    const [listing] = await bed.rows<{ status: string }>(
      `select status from resale_listings where tenant_id = 'riviera' and id = 'l2'`,
    );
    const [parking] = await bed.rows<{ taken: number }>(
      `select taken from parking_products where tenant_id = 'riviera' and id = 'open-vip'`,
    );
    return { seat, places: places?.taken, listing: listing?.status, parking: parking?.taken };
  };

  it('answers ORDER_NOT_ON_HOLD once expired, and one sweep releases everything the order held', async () => {
    const before = await state();
    const customerId = await bed.customer();
    const tickets = [
      { blockId: 'R1', seatId: 'r1-d1', productId: 'full' },
      { blockId: 'S1', productId: 'full' },
      { blockId: 'N2', seatId: 'n2-a1', productId: 'resale', isFromResale: true },
    ];
    const order = await buy(customerId, tickets);
    await bed.data(SET_ANCILLARIES, {
      customerId,
      orderId: order.orderId,
      ancillaries: [{ type: 'PARKING', productId: 'open-vip', quantity: 1 }],
    });
    expect(await state()).toEqual({
      seat: { status: 'onhold', order_id: order.orderId },
      places: (before.places ?? 0) + 1,
      listing: 'pending',
      parking: (before.parking ?? 0) + 1,
    });
    const orderId = order.orderId;

    // One second before the expiry the order still counts; at the expiry it does not.
    bed.clock.advance(15 * MINUTE - 1000);
    expect(await bed.sweeper.runOnce()).toBe(0);
    bed.clock.advance(1000);
    try {
      // Before any sweep: every change is refused, and the order already shows as abandoned.
      for (const [operation, variables] of [
        [CANCEL_ORDER, {}],
        [UPDATE_TICKETS, { ticketIds: [], ticketAncillaryIds: [] }],
        [SET_ANCILLARIES, { ancillaries: [] }],
        [
          SET_HOLDERS,
          {
            holders: [
              { ticketId: order.ticketGroups[0]?.seatTickets[0]?.id, firstName: 'Anna', lastName: 'Dupont' },
            ],
          },
        ],
        [
          CREATE_ORDER,
          {
            input: {
              orderId,
              eventId: 'match-open',
              tickets: [{ blockId: 'R1', seatId: 'r1-d2', productId: 'full' }],
            },
          },
        ],
      ] as const)
        expect(await bed.errorCode(operation, { ...variables, customerId, orderId })).toBe(
          'ORDER_NOT_ON_HOLD',
        );
      const shown = async () =>
        (
          await bed.data<{ showMyOrders: OrderData[] }>(SHOW_MY_ORDERS, {
            customerId,
            allowedStatus: ['ABANDONED'],
          })
        ).showMyOrders;
      expect((await shown()).map((o) => [o.orderId, o.status])).toEqual([[orderId, 'ABANDONED']]);
      // The seat is still held until the sweep.
      const rival = await bed.customer();
      expect(
        await bed.errorCode(CREATE_ORDER, {
          customerId: rival,
          input: { eventId: 'match-open', tickets: [tickets[0]] },
        }),
      ).toBe('UNAVAILABLE');

      expect(await bed.sweeper.runOnce()).toBe(1);
      expect(await state()).toEqual({
        seat: { status: 'available', order_id: null },
        places: before.places,
        listing: 'on_sale',
        parking: before.parking,
      });
      const [row] = await bed.rows<{ status: string }>(`select status from orders where id = $1`, [orderId]);
      expect(row?.status).toBe('abandoned');
      expect((await shown()).map((o) => [o.orderId, o.status])).toEqual([[orderId, 'ABANDONED']]);
      expect(await bed.sweeper.runOnce()).toBe(0);

      // The seats can be bought again.
      const again = await buy(rival, tickets);
      expect(again.status).toBe('ONHOLD');
      await bed.data(CANCEL_ORDER, { customerId: rival, orderId: again.orderId });
    } finally {
      bed.clock.set(new Date(bed.clock.now().getTime() - 15 * MINUTE));
    }
  });

  it('sweeps in batches from two sweepers at once without releasing anything twice', async () => {
    const start = bed.clock.now();
    const orders: string[] = [];
    for (let n = 1; n <= 7; n++) {
      const customerId = await bed.customer();
      orders.push(
        (
          await buy(customerId, [
            { blockId: 'R1', seatId: `r1-e${n}`, productId: 'full' },
            { blockId: 'S1', productId: 'full' },
          ])
        ).orderId,
      );
    }
    const [placesBefore] = await bed.rows<{ taken: number }>(
      `select taken from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'S1'`,
    );
    bed.clock.advance(16 * MINUTE);
    try {
      const logger = createLogger('sweeper-test', { level: 'silent' });
      const sweepers = [1, 2].map(() =>
        createHoldSweeper({ db: bed.db, logger, now: bed.clock.now, batchSize: 2 }),
      );
      const swept = await Promise.all(sweepers.map((sweeper) => sweeper.runOnce()));
      expect(swept.reduce((a, b) => a + b, 0)).toBe(7);
      const [placesAfter] = await bed.rows<{ taken: number }>(
        `select taken from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'S1'`,
      );
      expect(placesAfter?.taken).toBe((placesBefore?.taken ?? 0) - 7);
      const statuses = await bed.rows<{ status: string }>(
        `select distinct status from orders where id = any($1)`,
        [orders],
      );
      expect(statuses).toEqual([{ status: 'abandoned' }]);
    } finally {
      bed.clock.set(start);
    }
  });

  it('runs in the background at its interval until stopped', async () => {
    const start = bed.clock.now();
    const customerId = await bed.customer();
    const order = await buy(customerId, [{ blockId: 'R1', seatId: 'r1-e9', productId: 'full' }]);
    bed.clock.advance(16 * MINUTE);
    const sweeper = createHoldSweeper({
      db: bed.db,
      logger: createLogger('sweeper-test', { level: 'silent' }),
      now: bed.clock.now,
      intervalMs: 20,
    });
    sweeper.start();
    try {
      await vi.waitFor(
        async () => {
          const [row] = await bed.rows<{ status: string }>(`select status from orders where id = $1`, [
            order.orderId,
          ]);
          expect(row?.status).toBe('abandoned');
        },
        { timeout: 10_000, interval: 20 },
      );
    } finally {
      await sweeper.stop();
      bed.clock.set(start);
    }
  });
});

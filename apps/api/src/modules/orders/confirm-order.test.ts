import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmOrder, reholdAndConfirm } from './confirm-order';
import { inTransaction } from '../../database/sql-client';
import { CREATE_ORDER, SET_ANCILLARIES, type OrderData } from './test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

const MINUTE = 60_000;

describe('confirming an order', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const buy = (customerId: string, tickets: unknown[]) => bed.hold(customerId, 'match-open', tickets);
  const confirm = (orderId: string) =>
    inTransaction(bed.db, (client) =>
      confirmOrder(client, { tenantId: 'riviera', orderId, now: bed.clock.now() }),
    );
  const rehold = (orderId: string) =>
    inTransaction(bed.db, (client) =>
      reholdAndConfirm(client, { tenantId: 'riviera', orderId, now: bed.clock.now() }),
    );
  const stateOf = async (orderId: string, seatId: string, listingId: string) => {
    const [order] = await bed.rows<{ status: string; expires_at: Date | null; confirmed: boolean }>(
      `select status, expires_at, confirmed_at is not null as confirmed from orders where id = $1`,
      [orderId],
    );
    const [seat] = await bed.rows<{ status: string; order_id: string | null; held_until: Date | null }>(
      `select status, order_id, held_until from event_seats
       where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = $1`,
      [seatId],
    );
    const [listing] = await bed.rows<{ status: string; order_id: string | null }>(
      `select status, order_id from resale_listings where tenant_id = 'riviera' and id = $1`,
      [listingId],
    );
    const tickets = await bed.rows<{ status: string }>(
      `select status from seat_tickets where order_id = $1
       union all select status from ancillary_tickets where order_id = $1`,
      [orderId],
    );
    return { order, seat, listing, tickets: [...new Set(tickets.map((t) => t.status))] };
  };
  const counters = async () => {
    const [places] = await bed.rows<{ taken: number }>(
      `select taken from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'S1'`,
    );
    const [parking] = await bed.rows<{ taken: number }>(
      `select taken from parking_products where tenant_id = 'riviera' and id = 'open-vip'`,
    );
    return { places: places?.taken, parking: parking?.taken };
  };

  it('confirms the order, its seats, tickets and extras, sells its listings, and is idempotent', async () => {
    const customerId = await bed.customer();
    const order = await buy(customerId, [
      { blockId: 'R1', seatId: 'r1-a1', productId: 'full' },
      { blockId: 'S1', productId: 'full' },
      { blockId: 'N2', seatId: 'n2-a1', productId: 'resale', isFromResale: true },
    ]);
    await bed.data(SET_ANCILLARIES, {
      customerId,
      orderId: order.orderId,
      ancillaries: [{ type: 'PARKING', productId: 'open-vip', quantity: 1 }],
    });
    const held = await counters();

    expect(await confirm(order.orderId)).toBe('confirmed');
    expect(await stateOf(order.orderId, 'r1-a1', 'l2')).toEqual({
      order: { status: 'confirmed', expires_at: null, confirmed: true },
      seat: { status: 'confirmed', order_id: order.orderId, held_until: null },
      listing: { status: 'sold', order_id: order.orderId },
      tickets: ['confirmed'],
    });
    // The counters already counted the order's places: a sale keeps them taken.
    expect(await counters()).toEqual(held);

    expect(await confirm(order.orderId)).toBe('already_confirmed');
    expect(await counters()).toEqual(held);
    // Nothing to take back: a confirmed order is not abandoned.
    expect(await rehold(order.orderId)).toBe('already_confirmed');
  });

  it('refuses an unknown order and another club’s order', async () => {
    expect(await confirm('ord_nope')).toBe('not_on_hold');
    const customerId = await bed.customer('north-end');
    const order = (
      await bed.data<{ createOrderWithTickets: OrderData }>(
        CREATE_ORDER,
        {
          customerId,
          input: { eventId: 'match-open', tickets: [{ blockId: 'R1', seatId: 'r1-a2', productId: 'full' }] },
        },
        { club: 'north-end' },
      )
    ).createOrderWithTickets;
    expect(await confirm(order.orderId)).toBe('not_on_hold');
    const [seat] = await bed.rows<{ status: string }>(
      `select status from event_seats where tenant_id = 'north-end' and event_id = 'match-open' and seat_id = 'r1-a2'`,
    );
    expect(seat?.status).toBe('onhold');
  });

  it('re-holds an abandoned order whose seats are still free, all or nothing otherwise', async () => {
    const before = await counters();
    const customerId = await bed.customer();
    const tickets = [
      { blockId: 'R1', seatId: 'r1-b1', productId: 'full' },
      { blockId: 'S1', productId: 'full' },
    ];
    const first = await buy(customerId, tickets);
    const second = await buy(customerId, [
      { blockId: 'R1', seatId: 'r1-b2', productId: 'full' },
      { blockId: 'S1', productId: 'full' },
    ]);
    // Still on hold: the payment's success is confirmOrder's job.
    expect(await rehold(first.orderId)).toBe('not_abandoned');

    bed.clock.advance(15 * MINUTE);
    try {
      // The sweeper abandons both (and the other club's order of the test before).
      expect(await bed.sweeper.runOnce()).toBe(3);
      expect(await confirm(first.orderId)).toBe('not_on_hold');

      expect(await rehold(first.orderId)).toBe('confirmed');
      const state = await stateOf(first.orderId, 'r1-b1', 'l2');
      expect(state.order).toEqual({ status: 'confirmed', expires_at: null, confirmed: true });
      expect(state.seat).toEqual({ status: 'confirmed', order_id: first.orderId, held_until: null });
      expect(state.tickets).toEqual(['confirmed']);
      expect((await counters()).places).toBe((before.places ?? 0) + 1);
      expect(await rehold(first.orderId)).toBe('already_confirmed');

      // Someone else took r1-b2 meanwhile: nothing of the second order is taken back.
      const rival = await bed.customer();
      const rivalOrder = await buy(rival, [{ blockId: 'R1', seatId: 'r1-b2', productId: 'full' }]);
      const placesBefore = (await counters()).places;
      expect(await rehold(second.orderId)).toBe('unavailable');
      const after = await stateOf(second.orderId, 'r1-b2', 'l2');
      expect(after.order?.status).toBe('abandoned');
      expect(after.seat).toMatchObject({ status: 'onhold', order_id: rivalOrder.orderId });
      expect(after.tickets).toEqual(['released']);
      expect((await counters()).places).toBe(placesBefore);
    } finally {
      bed.clock.advance(-15 * MINUTE);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  place,
  r1,
  seatTicketIds,
  ancillaryIds,
  orderChangesHelpers,
} from './test-fixtures/order-changes-helpers';
import {
  ANCILLARY_OFFERS,
  CANCEL_ORDER,
  CREATE_ORDER,
  SET_ANCILLARIES,
  SET_HOLDERS,
  SET_WITHDRAWAL,
  SHOW_MY_ORDERS,
  UPDATE_TICKETS,
} from './test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

describe('changing an order on hold', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });
  const { newOrder, show, taken, s1Taken, seatStatus, cancelBehindChange } = orderChangesHelpers(() => bed);

  describe('updateTicketsOnOrder', () => {
    it('releases exactly the dropped tickets and keeps the mandatory plastic card', async () => {
      const before = await s1Taken();
      const { customerId, order } = await newOrder([r1(1), r1(2), place, place]);
      expect(await s1Taken()).toBe((before ?? 0) + 2);
      const [seat1, , place1] = order.ticketGroups[0]?.seatTickets ?? [];
      const answer = await bed.data<{ updateTicketsOnOrder: string | null }>(UPDATE_TICKETS, {
        customerId,
        orderId: order.orderId,
        ticketIds: [seat1?.id, place1?.id],
        ticketAncillaryIds: [],
      });
      expect(answer.updateTicketsOnOrder).toBe(order.orderId);
      expect(await seatStatus('r1-b1')).toBe('onhold');
      expect(await seatStatus('r1-b2')).toBe('available');
      expect(await s1Taken()).toBe((before ?? 0) + 1);
      const after = await show(customerId, order.orderId);
      expect(seatTicketIds(after ?? order)).toEqual([seat1?.id, place1?.id]);
      expect(after?.ticketGroups.flatMap((g) => g.ancillaryTickets.map((a) => a.isMandatory))).toEqual([
        true,
      ]);
      expect(after?.grossAmount).toBe(3000 + 3000 + 300);
    });

    it('cancels the order and releases everything when no seat ticket is left', async () => {
      const before = await s1Taken();
      const { customerId, order } = await newOrder([r1(3), place]);
      const answer = await bed.data<{ updateTicketsOnOrder: string | null }>(UPDATE_TICKETS, {
        customerId,
        orderId: order.orderId,
        ticketIds: [],
        ticketAncillaryIds: ancillaryIds(order),
      });
      expect(answer.updateTicketsOnOrder).toBeNull();
      expect(await seatStatus('r1-b3')).toBe('available');
      expect(await s1Taken()).toBe(before);
      expect((await show(customerId, order.orderId))?.status).toBe('CANCELLED');
      expect(await bed.errorCode(CANCEL_ORDER, { customerId, orderId: order.orderId })).toBe(
        'ORDER_NOT_ON_HOLD',
      );
    });

    it('keeping nothing at all cancels the order in one statement, with the same answers', async () => {
      const before = await s1Taken();
      const { customerId, order } = await newOrder([r1(7), place]);
      const keepNothing = { customerId, orderId: order.orderId, ticketIds: [], ticketAncillaryIds: [] };
      const answer = await bed.data<{ updateTicketsOnOrder: string | null }>(UPDATE_TICKETS, keepNothing);
      expect(answer.updateTicketsOnOrder).toBeNull();
      expect(await seatStatus('r1-b7')).toBe('available');
      expect(await s1Taken()).toBe(before);
      expect((await show(customerId, order.orderId))?.status).toBe('CANCELLED');
      expect(await bed.errorCode(UPDATE_TICKETS, keepNothing)).toBe('ORDER_NOT_ON_HOLD');
      expect(await bed.errorCode(UPDATE_TICKETS, { ...keepNothing, orderId: 'no-such-order' })).toBe(
        'ORDER_NOT_FOUND',
      );
    });

    it('keeps or drops a pack seat in every event together', async () => {
      const { customerId, order } = await newOrder(
        [{ blockId: 'R2', seatId: 'r2-b1', productId: 'full' }],
        {},
        { packId: 'trio' },
      );
      const [first] = seatTicketIds(order);
      const answer = await bed.gql(UPDATE_TICKETS, {
        customerId,
        orderId: order.orderId,
        ticketIds: [first],
        ticketAncillaryIds: [],
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await seatStatus('r2-b1', 'match-later')).toBe('onhold');
    });

    it('refuses ids that are not tickets of the order', async () => {
      const { customerId, order } = await newOrder([r1(4)]);
      const other = await newOrder([r1(5)]);
      const answer = await bed.gql(UPDATE_TICKETS, {
        customerId,
        orderId: order.orderId,
        ticketIds: [...seatTicketIds(order), ...seatTicketIds(other.order)],
        ticketAncillaryIds: [],
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await seatStatus('r1-b5')).toBe('onhold');
    });
  });

  describe('cancelOrder', () => {
    it('releases seats, places, resale listings and parking places', async () => {
      const before = await s1Taken();
      const { customerId, order } = await newOrder([
        r1(6),
        place,
        { blockId: 'N2', seatId: 'n2-a2', productId: 'resale', isFromResale: true },
      ]);
      await bed.data(SET_ANCILLARIES, {
        customerId,
        orderId: order.orderId,
        ancillaries: [{ type: 'PARKING', productId: 'open-p1', quantity: 2 }],
      });
      const parkingBefore = await taken('parking_products', `id = 'open-p1'`);
      expect(
        (await bed.data<{ cancelOrder: boolean }>(CANCEL_ORDER, { customerId, orderId: order.orderId }))
          .cancelOrder,
      ).toBe(true);
      expect(await seatStatus('r1-b6')).toBe('available');
      expect(await s1Taken()).toBe(before);
      expect(await taken('parking_products', `id = 'open-p1'`)).toBe((parkingBefore ?? 0) - 2);
      const [listing] = await bed.rows<{ status: string; order_id: string | null }>(
        `select status, order_id from resale_listings where tenant_id = 'riviera' and id = 'l3'`,
      );
      expect(listing).toEqual({ status: 'on_sale', order_id: null });
      const shown = await show(customerId, order.orderId);
      expect(shown?.status).toBe('CANCELLED');
      // The history keeps what the order was.
      expect(shown && seatTicketIds(shown)).toHaveLength(3);
    });
    it('also releases seats added in another tab while the cancel waited for the order', async () => {
      const { customerId, order } = await newOrder([r1(9)]);
      // Someone holds seat r1-b10's row, so the tab adding it to the order waits inside its
      // transaction with the order locked; the cancel then starts and waits for the order.
      await cancelBehindChange(
        `select 1 from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r1-b10' for update`,
        () =>
          bed.data(CREATE_ORDER, {
            customerId,
            input: { eventId: 'match-open', orderId: order.orderId, tickets: [r1(10)] },
          }),
        () => bed.data(CANCEL_ORDER, { customerId, orderId: order.orderId }),
      );
      expect(await seatStatus('r1-b9')).toBe('available');
      expect(await seatStatus('r1-b10')).toBe('available');
      const shown = await show(customerId, order.orderId);
      expect(shown?.status).toBe('CANCELLED');
      expect(shown && seatTicketIds(shown)).toHaveLength(2);
      expect(
        await bed.rows(
          `select id from seat_tickets where tenant_id = 'riviera' and order_id = $1 and status <> 'released'`,
          [order.orderId],
        ),
      ).toEqual([]);
    });
    it('also releases a car park added in another tab while the cancel waited for the order', async () => {
      const { customerId, order } = await newOrder([r1(8)]);
      const parkingBefore = await taken('parking_products', `id = 'open-p1'`);
      // Someone holds the car park's counter, so the tab adding a parking place waits inside its
      // transaction with the order locked (a lock that leaves the row as it was would let the
      // cancel's snapshot miss the place); the cancel then starts and waits for the order.
      await cancelBehindChange(
        `select 1 from parking_products where tenant_id = 'riviera' and id = 'open-p1' for update`,
        () =>
          bed.data(SET_ANCILLARIES, {
            customerId,
            orderId: order.orderId,
            ancillaries: [{ type: 'PARKING', productId: 'open-p1', quantity: 1 }],
          }),
        () => bed.data(CANCEL_ORDER, { customerId, orderId: order.orderId }),
      );
      expect(await seatStatus('r1-b8')).toBe('available');
      expect(await taken('parking_products', `id = 'open-p1'`)).toBe(parkingBefore);
      expect((await show(customerId, order.orderId))?.status).toBe('CANCELLED');
      expect(
        await bed.rows(
          `select id from ancillary_tickets where tenant_id = 'riviera' and order_id = $1 and status <> 'released'`,
          [order.orderId],
        ),
      ).toEqual([]);
    });
  });

  it('sets the ticket withdrawal method', async () => {
    const { customerId, order } = await newOrder([{ blockId: 'R1', seatId: 'r1-c8', productId: 'full' }]);
    expect(order.ticketWithdrawal).toBe(1);
    const set = await bed.data<{ setTicketWithdrawal: { ticketWithdrawal: number } }>(SET_WITHDRAWAL, {
      customerId,
      orderId: order.orderId,
      value: 2,
    });
    expect(set.setTicketWithdrawal.ticketWithdrawal).toBe(2);
    expect(await bed.errorCode(SET_WITHDRAWAL, { customerId, orderId: order.orderId, value: 0 })).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("never shows or changes another customer's or another club's order (ORDER_NOT_FOUND)", async () => {
    const { customerId, order } = await newOrder([{ blockId: 'R1', seatId: 'r1-c9', productId: 'full' }]);
    const stranger = await bed.customer();
    const northEnd = await bed.customer('north-end');
    const orderId = order.orderId;
    const attempts: Array<[string, Record<string, unknown>]> = [
      [CANCEL_ORDER, { orderId }],
      [UPDATE_TICKETS, { orderId, ticketIds: [], ticketAncillaryIds: [] }],
      [SET_ANCILLARIES, { orderId, ancillaries: [] }],
      [
        SET_HOLDERS,
        { orderId, holders: [{ ticketId: seatTicketIds(order)[0], firstName: 'Eve', lastName: 'Spy' }] },
      ],
      [SET_WITHDRAWAL, { orderId, value: 1 }],
      [ANCILLARY_OFFERS, { orderId }],
      [
        CREATE_ORDER,
        {
          input: {
            orderId,
            eventId: 'match-open',
            tickets: [{ blockId: 'R1', seatId: 'r1-c10', productId: 'full' }],
          },
        },
      ],
    ];
    for (const [operation, variables] of attempts) {
      expect(await bed.errorCode(operation, { ...variables, customerId: stranger })).toBe('ORDER_NOT_FOUND');
      expect(
        await bed.errorCode(operation, { ...variables, customerId: northEnd }, { club: 'north-end' }),
      ).toBe('ORDER_NOT_FOUND');
      // The owner at the wrong club does not find it either.
      expect(await bed.errorCode(operation, { ...variables, customerId }, { club: 'north-end' })).toBe(
        'ORDER_NOT_FOUND',
      );
    }
    expect(
      (
        await bed.data<{ showMyOrders: unknown[] }>(SHOW_MY_ORDERS, {
          customerId: stranger,
          orderIds: [orderId],
        })
      ).showMyOrders,
    ).toEqual([]);
    expect(
      (await bed.data<{ showMyOrders: unknown[] }>(SHOW_MY_ORDERS, { customerId }, { club: 'north-end' }))
        .showMyOrders,
    ).toEqual([]);
    expect((await show(customerId, orderId))?.status).toBe('ONHOLD');
    expect(await bed.errorCode(CANCEL_ORDER, { customerId: 'nope', orderId })).toBe('BAD_USER_INPUT');
  });
});

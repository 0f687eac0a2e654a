import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ancillaryIds, orderChangesHelpers, r1 } from './test-fixtures/order-changes-helpers';
import {
  ANCILLARY_OFFERS,
  SET_ANCILLARIES,
  UPDATE_TICKETS,
  type OrderData,
} from './test-fixtures/order-operations';
import { startOrdersTestbed, type CallOptions, type OrdersTestbed } from './test-fixtures/orders-testbed';

describe('the extras of an order on hold', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });
  const { newOrder, taken } = orderChangesHelpers(() => bed);

  describe('ancillaries', () => {
    it('offers the car parks of the events in the order and the plastic card', async () => {
      const { customerId, order } = await newOrder([r1(7), r1(8)], {}, { eventId: 'match-open' });
      const { ancillaryOffers } = await bed.data<{ ancillaryOffers: unknown[] }>(ANCILLARY_OFFERS, {
        customerId,
        orderId: order.orderId,
      });
      expect(ancillaryOffers).toEqual([
        {
          type: 'PARKING',
          productId: 'open-p1',
          name: 'Parking P1 — Nord',
          price: 1200,
          eventId: 'match-open',
          available: expect.any(Number),
          maxQuantity: 2,
        },
        {
          type: 'PARKING',
          productId: 'open-vip',
          name: 'Parking VIP',
          price: 2500,
          eventId: 'match-open',
          available: 2,
          maxQuantity: 2,
        },
        {
          type: 'PLASTIC_CARD',
          productId: 'plastic-card',
          name: 'Carte plastique',
          price: 300,
          eventId: null,
          available: null,
          maxQuantity: 1,
        },
      ]);
    });

    it('holds parking places like seats: a full car park is UNAVAILABLE', async () => {
      const a = await newOrder([r1(9), r1(10)]);
      const b = await newOrder([{ blockId: 'R1', seatId: 'r1-c1', productId: 'full' }]);
      const setParking = (who: typeof a, quantity: number) =>
        bed.gql<{ setOrderAncillaries: OrderData }>(SET_ANCILLARIES, {
          customerId: who.customerId,
          orderId: who.order.orderId,
          ancillaries: [{ type: 'PARKING', productId: 'open-vip', quantity }],
        });
      const first = await setParking(a, 2);
      expect(first.data?.setOrderAncillaries.grossAmount).toBe(2 * 3000 + 300 + 2 * 2500);
      expect(await taken('parking_products', `id = 'open-vip'`)).toBe(2);
      expect((await setParking(b, 1)).errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
      expect((await setParking(a, 1)).errors).toBeUndefined();
      expect(await taken('parking_products', `id = 'open-vip'`)).toBe(1);
      expect((await setParking(b, 1)).errors).toBeUndefined();
      expect(await taken('parking_products', `id = 'open-vip'`)).toBe(2);
      // One place per ticket of the event at most.
      expect((await setParking(b, 2)).errors?.[0]?.extensions?.code).toBe('CART_LIMIT');
      // Dropping the last ticket of the event gives its parking place back.
      await bed.data(UPDATE_TICKETS, {
        customerId: b.customerId,
        orderId: b.order.orderId,
        ticketIds: [],
        ticketAncillaryIds: [],
      });
      expect(await taken('parking_products', `id = 'open-vip'`)).toBe(1);
      await bed.data(SET_ANCILLARIES, {
        customerId: a.customerId,
        orderId: a.order.orderId,
        ancillaries: [],
      });
      expect(await taken('parking_products', `id = 'open-vip'`)).toBe(0);
    });

    it('refuses a car park of an event the order has no ticket for', async () => {
      const { customerId, order } = await newOrder([{ blockId: 'R1', seatId: 'r1-c2', productId: 'full' }]);
      const answer = await bed.gql(SET_ANCILLARIES, {
        customerId,
        orderId: order.orderId,
        ancillaries: [{ type: 'PARKING', productId: 'later-p1', quantity: 1 }],
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        issues: [{ path: 'ancillaries.0.productId' }],
      });
    });

    it('adds and removes an optional plastic card; the mandatory one always stays', async () => {
      const optional: CallOptions = {
        tenant: { plasticCardConfiguration: { enabled: true, mandatory: false, priceCents: 500 } },
      };
      const { customerId, order } = await newOrder(
        [{ blockId: 'R1', seatId: 'r1-c3', productId: 'full' }],
        optional,
      );
      expect(ancillaryIds(order)).toEqual([]);
      const card = [{ type: 'PLASTIC_CARD', productId: 'plastic-card', quantity: 1 }];
      const added = await bed.data<{ setOrderAncillaries: OrderData }>(
        SET_ANCILLARIES,
        { customerId, orderId: order.orderId, ancillaries: card },
        optional,
      );
      expect(
        added.setOrderAncillaries.ticketGroups.flatMap((g) =>
          g.ancillaryTickets.map((a) => [a.productId, a.grossAmount, a.isMandatory]),
        ),
      ).toEqual([['plastic-card', 500, false]]);
      const removed = await bed.data<{ setOrderAncillaries: OrderData }>(
        SET_ANCILLARIES,
        { customerId, orderId: order.orderId, ancillaries: [] },
        optional,
      );
      expect(removed.setOrderAncillaries.ticketGroups).toHaveLength(1);

      const mandatory = await newOrder([{ blockId: 'R1', seatId: 'r1-c4', productId: 'full' }]);
      const kept = await bed.data<{ setOrderAncillaries: OrderData }>(SET_ANCILLARIES, {
        customerId: mandatory.customerId,
        orderId: mandatory.order.orderId,
        ancillaries: [],
      });
      expect(ancillaryIds(kept.setOrderAncillaries)).toEqual(ancillaryIds(mandatory.order));
      const none = await bed.gql(
        SET_ANCILLARIES,
        { customerId, orderId: order.orderId, ancillaries: card },
        {
          club: 'riviera',
          tenant: { plasticCardConfiguration: { enabled: false, mandatory: false, priceCents: 0 } },
        },
      );
      expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderChangesHelpers, seatTicketIds } from './test-fixtures/order-changes-helpers';
import { SET_HOLDERS, type OrderData } from './test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

describe('the holders of an order on hold', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });
  const { newOrder } = orderChangesHelpers(() => bed);

  describe('setTicketHolders', () => {
    it('normalises holders with the customer rules and locks them once set', async () => {
      const { customerId, order } = await newOrder([{ blockId: 'R1', seatId: 'r1-c5', productId: 'full' }]);
      const [ticketId] = seatTicketIds(order);
      const holder = {
        ticketId,
        firstName: ' jean-luc ',
        lastName: 'DE LA TOUR',
        email: ' Jean@Example.COM ',
        gender: 'MALE',
      };
      const set = await bed.data<{ setTicketHolders: OrderData }>(SET_HOLDERS, {
        customerId,
        orderId: order.orderId,
        holders: [holder],
      });
      expect(set.setTicketHolders.ticketGroups[0]?.seatTickets[0]?.holderInfo).toMatchObject({
        gender: 'MALE',
        firstName: 'Jean-Luc',
        lastName: 'De La Tour',
        email: 'jean@example.com',
        phoneNumber: null,
      });
      // The same holder again is accepted (a retried request); another one is refused.
      expect(
        (await bed.gql(SET_HOLDERS, { customerId, orderId: order.orderId, holders: [holder] })).errors,
      ).toBeUndefined();
      const changed = await bed.gql(SET_HOLDERS, {
        customerId,
        orderId: order.orderId,
        holders: [{ ...holder, firstName: 'Paul' }],
      });
      expect(changed.errors?.[0]?.extensions).toEqual({ code: 'HOLDER_LOCKED', ticketIds: [ticketId] });
    });

    it('reports invalid holder fields with their paths and codes', async () => {
      const { customerId, order } = await newOrder([{ blockId: 'R1', seatId: 'r1-c6', productId: 'full' }]);
      const [ticketId] = seatTicketIds(order);
      const answer = await bed.gql(SET_HOLDERS, {
        customerId,
        orderId: order.orderId,
        holders: [
          {
            ticketId,
            firstName: 'Anna',
            lastName: ' ',
            email: 'not-an-address',
            streetAddress: '1 rue du Port',
          },
        ],
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const issues = (answer.errors?.[0]?.extensions?.issues as Array<{ path: string; code: string }>).map(
        (i) => `${i.path}:${i.code}`,
      );
      expect(issues).toEqual(
        expect.arrayContaining(['holders.0.lastName:required', 'holders.0.email:invalid']),
      );
      const other = await newOrder([{ blockId: 'R1', seatId: 'r1-c7', productId: 'full' }]);
      const foreign = await bed.gql(SET_HOLDERS, {
        customerId,
        orderId: order.orderId,
        holders: [{ ticketId: seatTicketIds(other.order)[0], firstName: 'Anna', lastName: 'Dupont' }],
      });
      expect(foreign.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
  });
});

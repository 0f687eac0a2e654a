import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ORDER, SHOW_MY_ORDERS, type OrderData } from './test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed } from './test-fixtures/orders-testbed';

type Created = { createOrderWithTickets: OrderData };

describe('createOrderWithTickets', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const seatStatus = async (eventId: string, seatId: string) =>
    (
      await bed.rows<{ status: string; order_id: string | null; held_until: Date | null }>(
        `select status, order_id, held_until from event_seats where tenant_id = 'riviera' and event_id = $1 and seat_id = $2`,
        [eventId, seatId],
      )
    )[0];

  it('holds seats at catalogue prices in a new order with the mandatory plastic card', async () => {
    const customerId = await bed.customer();
    const { createOrderWithTickets: order } = await bed.data<Created>(CREATE_ORDER, {
      customerId,
      input: {
        eventId: 'match-open',
        tickets: [
          { blockId: 'N1', seatId: 'n1-a2', productId: 'full' },
          { blockId: 'N1', seatId: 'n1-a3', productId: 'child' },
          { blockId: 'S1', productId: 'full' },
        ],
      },
    });
    expect(order.orderId).toMatch(/^ord_[a-z0-9]{20}$/);
    expect(order.status).toBe('ONHOLD');
    expect(order.expiryDatetime).toBe('2030-06-01T12:15:00.000Z');
    const [tickets, card] = order.ticketGroups;
    expect(tickets?.eventInfo?.id).toBe('match-open');
    expect(
      tickets?.seatTickets.map((t) => [
        t.seatInfo.seatId,
        t.productId,
        t.grossAmount,
        t.seatInfo.isOpenSeating,
      ]),
    ).toEqual([
      ['n1-a2', 'full', 5000, false],
      ['n1-a3', 'child', 2500, false],
      [null, 'full', 3000, true],
    ]);
    expect(card?.eventInfo).toBeNull();
    expect(card?.ancillaryTickets).toEqual([
      expect.objectContaining({
        ancillaryType: 'PLASTIC_CARD',
        productId: 'plastic-card',
        grossAmount: 300,
        isMandatory: true,
      }),
    ]);
    expect(order.grossAmount).toBe(5000 + 2500 + 3000 + 300);
    expect(order.discountAmount).toBe(0);
    expect(order.totalAmount).toBe(order.grossAmount);

    expect(await seatStatus('match-open', 'n1-a2')).toEqual({
      status: 'onhold',
      order_id: order.orderId,
      held_until: new Date('2030-06-01T12:15:00.000Z'),
    });
    const [stock] = await bed.rows<{ taken: number }>(
      `select taken from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'S1'`,
    );
    expect(stock?.taken).toBe(41);
    const { showMyOrders } = await bed.data<{ showMyOrders: OrderData[] }>(SHOW_MY_ORDERS, { customerId });
    expect(showMyOrders).toEqual([order]);
  });
});

describe('createOrderWithTickets: rules', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const seat = (seatId: string, productId = 'full', blockId = seatId.startsWith('n1') ? 'N1' : 'N2') => ({
    blockId,
    seatId,
    productId,
  });
  const create = (customerId: string, input: Record<string, unknown>, club?: 'riviera' | 'north-end') =>
    bed.gql<Created>(CREATE_ORDER, { customerId, input }, { club });
  const codeOf = async (customerId: string, input: Record<string, unknown>, club?: 'riviera' | 'north-end') =>
    (await create(customerId, input, club)).errors?.map((e) => e.extensions?.code);
  const seatRow = async (eventId: string, seatId: string) =>
    (
      await bed.rows<{ status: string; order_id: string | null; held_until: Date | null }>(
        `select status, order_id, held_until from event_seats where tenant_id = 'riviera' and event_id = $1 and seat_id = $2`,
        [eventId, seatId],
      )
    )[0];

  it('adds a group to an order on hold and restarts the expiry of all its holds', async () => {
    const customerId = await bed.customer();
    const first = await bed.data<Created>(CREATE_ORDER, {
      customerId,
      input: { eventId: 'match-open', tickets: [seat('r1-a1', 'full', 'R1')] },
    });
    const orderId = first.createOrderWithTickets.orderId;
    bed.clock.advance(10 * 60_000);
    try {
      const { createOrderWithTickets: order } = await bed.data<Created>(CREATE_ORDER, {
        customerId,
        input: { orderId, eventId: 'match-open', tickets: [seat('r1-a2', 'full', 'R1')] },
      });
      expect(order.orderId).toBe(orderId);
      expect(order.expiryDatetime).toBe('2030-06-01T12:25:00.000Z');
      expect(order.ticketGroups.map((g) => g.seatTickets.length)).toEqual([1, 1, 0]);
      expect((await seatRow('match-open', 'r1-a1'))?.held_until).toEqual(
        new Date('2030-06-01T12:25:00.000Z'),
      );
      // Still one plastic card: it comes with the order, not with each group.
      expect(order.ticketGroups.flatMap((g) => g.ancillaryTickets)).toHaveLength(1);
    } finally {
      bed.clock.advance(-10 * 60_000);
    }
  });

  it("keeps every ticket in a group of the ticket's own order (database key)", async () => {
    const customerId = await bed.customer();
    const one = await bed.hold(customerId, 'match-open', [seat('r1-a3', 'full', 'R1')]);
    const other = await bed.hold(customerId, 'match-open', [seat('r1-a4', 'full', 'R1')]);
    const otherGroup = other.ticketGroups[0]?.id;
    const ticket = one.ticketGroups[0]?.seatTickets[0]?.id;
    await expect(
      bed.rows(`update seat_tickets set group_id = $1 where tenant_id = 'riviera' and id = $2`, [
        otherGroup,
        ticket,
      ]),
    ).rejects.toMatchObject({ code: '23503', constraint: 'seat_tickets_group_order_fk' });
    await expect(
      bed.rows(`update seat_tickets set order_id = $1 where tenant_id = 'riviera' and id = $2`, [
        other.orderId,
        ticket,
      ]),
    ).rejects.toMatchObject({ code: '23503', constraint: 'seat_tickets_group_order_fk' });
  });

  it('sells a pack seat as one ticket per event, the pack price split to the cent', async () => {
    const customerId = await bed.customer();
    const { createOrderWithTickets: order } = await bed.data<Created>(CREATE_ORDER, {
      customerId,
      input: { packId: 'trio', tickets: [seat('r2-a1', 'full', 'R2')] },
    });
    const [group] = order.ticketGroups;
    expect(group?.packInfo).toEqual({ packId: 'trio', name: 'Trio', type: 'PACK' });
    expect(group?.seatTickets.map((t) => [t.seatInfo.eventId, t.grossAmount])).toEqual([
      ['match-open', 3001],
      ['match-later', 3000],
      ['match-third', 3000],
    ]);
    for (const eventId of ['match-open', 'match-later', 'match-third'])
      expect((await seatRow(eventId, 'r2-a1'))?.order_id).toBe(order.orderId);
  });

  it('buys a resale listing at its own price and keeps it pending for the order', async () => {
    const customerId = await bed.customer();
    const { createOrderWithTickets: order } = await bed.data<Created>(CREATE_ORDER, {
      customerId,
      input: { eventId: 'match-open', tickets: [{ ...seat('n2-a1', 'resale'), isFromResale: true }] },
    });
    expect(
      order.ticketGroups[0]?.seatTickets.map((t) => [t.seatInfo.seatId, t.grossAmount, t.isFromResale]),
    ).toEqual([['n2-a1', 3500, true]]);
    const [listing] = await bed.rows<{ status: string; order_id: string }>(
      `select status, order_id from resale_listings where tenant_id = 'riviera' and id = 'l2'`,
    );
    expect(listing).toEqual({ status: 'pending', order_id: order.orderId });
    const other = await bed.customer();
    expect(
      await codeOf(other, {
        eventId: 'match-open',
        tickets: [{ ...seat('n2-a1', 'resale'), isFromResale: true }],
      }),
    ).toEqual(['UNAVAILABLE']);
  });

  it('holds nothing when one seat of the selection is taken', async () => {
    const customerId = await bed.customer();
    const answer = await create(customerId, {
      eventId: 'match-open',
      tickets: [seat('n1-a2'), seat('n1-a1'), { blockId: 'S1', productId: 'full' }],
    });
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UNAVAILABLE', seatIds: ['n1-a1'] });
    expect(answer.errors?.[0]?.message).toBe('Sorry, the selected seats are no longer available.');
    expect((await seatRow('match-open', 'n1-a2'))?.status).toBe('available');
    const [stock] = await bed.rows<{ taken: number }>(
      `select taken from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'S1'`,
    );
    expect(stock?.taken).toBe(40);
    expect(await bed.rows(`select id from orders where customer_id = $1`, [customerId])).toEqual([]);
  });

  it('sells only what is on sale for this customer now (NOT_ON_SALE)', async () => {
    const fan = await bed.customer();
    const early = await bed.customer('riviera', { isEarlyBird: true });
    const n2 = (eventId: string) => ({ eventId, tickets: [seat('n2-a4')] });
    expect(await codeOf(fan, n2('match-later'))).toEqual(['NOT_ON_SALE']);
    expect(await codeOf(fan, n2('match-past'))).toEqual(['NOT_ON_SALE']);
    expect(await codeOf(fan, n2('match-stopped'))).toEqual(['NOT_ON_SALE']);
    expect(await codeOf(fan, n2('no-such-match'))).toEqual(['NOT_ON_SALE']);
    // Exists at Riviera only: North End cannot even learn that it exists.
    expect(await codeOf(await bed.customer('north-end'), n2('riviera-friendly'), 'north-end')).toEqual([
      'NOT_ON_SALE',
    ]);
    // The early-bird window sells to early-bird customers only.
    expect(await codeOf(fan, n2('match-early'))).toEqual(['NOT_ON_SALE']);
    const { createOrderWithTickets } = await bed.data<Created>(CREATE_ORDER, {
      customerId: early,
      input: n2('match-early'),
    });
    expect(createOrderWithTickets.ticketGroups[0]?.seatTickets[0]?.grossAmount).toBe(2800);
  });

  it('caps the tickets of an event per order by the club, arena and channel limits (CART_LIMIT)', async () => {
    const fan = await bed.customer();
    const places = (n: number) => Array.from({ length: n }, () => ({ blockId: 'S1', productId: 'full' }));
    // match-open: channel 6, arena 8, club 99.
    expect(await codeOf(fan, { eventId: 'match-open', tickets: places(7) })).toEqual(['CART_LIMIT']);
    const first = await bed.data<Created>(CREATE_ORDER, {
      customerId: fan,
      input: { eventId: 'match-open', tickets: places(4) },
    });
    const orderId = first.createOrderWithTickets.orderId;
    expect(await codeOf(fan, { orderId, eventId: 'match-open', tickets: places(3) })).toEqual(['CART_LIMIT']);
    const second = await bed.data<Created>(CREATE_ORDER, {
      customerId: fan,
      input: { orderId, eventId: 'match-open', tickets: places(2) },
    });
    expect(second.createOrderWithTickets.ticketGroups.flatMap((g) => g.seatTickets)).toHaveLength(6);
    // The club's own limit applies too.
    const other = await bed.customer();
    const answer = await bed.gql(
      CREATE_ORDER,
      { customerId: other, input: { eventId: 'match-open', tickets: places(3) } },
      { tenant: { websiteMaxTicketsInCart: 2 } },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'CART_LIMIT', limit: 2 });
  });

  it('prices only active categories and products (OFFER_UNKNOWN)', async () => {
    const fan = await bed.customer();
    expect(await codeOf(fan, { eventId: 'match-open', tickets: [seat('n1-b3')] })).toEqual(['OFFER_UNKNOWN']);
    expect(await codeOf(fan, { eventId: 'match-open', tickets: [seat('n1-a3', 'old-deal')] })).toEqual([
      'OFFER_UNKNOWN',
    ]);
    expect(await codeOf(fan, { eventId: 'match-open', tickets: [seat('n1-a3', 'no-such-product')] })).toEqual(
      ['OFFER_UNKNOWN'],
    );
  });

  it('refuses malformed selections with BAD_USER_INPUT and their paths', async () => {
    const fan = await bed.customer();
    const issues = async (customerId: string, input: Record<string, unknown>) => {
      const answer = await create(customerId, input);
      expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
      return (answer.errors?.[0]?.extensions?.issues as Array<{ path: string }>).map((issue) => issue.path);
    };
    expect(await issues(fan, { eventId: 'match-open', tickets: [seat('n1-a3'), seat('n1-a3')] })).toEqual([
      'input.tickets.1.seatId',
    ]);
    expect(await issues(fan, { eventId: 'match-open', packId: 'trio', tickets: [seat('n1-a3')] })).toEqual([
      'input.eventId',
    ]);
    expect(await issues(fan, { eventId: 'match-open', tickets: [] })).toEqual(['input.tickets']);
    expect(await issues(fan, { eventId: 'match-open', tickets: [seat('n1-a3', 'full', 'N2')] })).toEqual([
      'input.tickets.0.seatId',
    ]);
    expect(
      await issues(fan, { eventId: 'match-open', tickets: [{ blockId: 'N1', productId: 'full' }] }),
    ).toEqual(['input.tickets.0.seatId']);
    expect(
      await issues(fan, {
        eventId: 'match-open',
        tickets: [{ blockId: 'S1', seatId: 'n1-a3', productId: 'full' }],
      }),
    ).toEqual(['input.tickets.0.seatId']);
    expect(await issues(fan, { eventId: 'match-open', tickets: [seat('n1-a3', 'full', 'NOPE')] })).toEqual([
      'input.tickets.0.blockId',
    ]);
    expect(await issues('not-a-uuid', { eventId: 'match-open', tickets: [seat('n1-a3')] })).toEqual([
      'customerId',
    ]);
    expect(
      await codeOf('00000000-0000-4000-8000-000000000000', {
        eventId: 'match-open',
        tickets: [seat('n1-a3')],
      }),
    ).toEqual(['CUSTOMER_NOT_FOUND']);
  });
});

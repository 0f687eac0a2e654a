import { openConnections } from '@stadio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ORDER, type OrderData } from './test-fixtures/order-operations';
import { insertCustomers, RACE_COLUMNS, RACE_ROWS, raceSeat } from './test-fixtures/orders-fixture';
import { startOrdersTestbed, type GraphQLAnswer, type OrdersTestbed } from './test-fixtures/orders-testbed';

const BUYERS = 200;

/**
 * Buyer i wants two adjacent seats of a race block (5 rows of 10): 200 buyers for 50 seats, with
 * every pair overlapping others, so most buyers lose to someone.
 */
function wantedPair(block: 'R1' | 'R2', buyer: number): [string, string] {
  const row = RACE_ROWS[buyer % RACE_ROWS.length] ?? 'A';
  const first = ((buyer * 7) % (RACE_COLUMNS - 1)) + 1;
  return [raceSeat(block, row, first), raceSeat(block, row, first + 1)];
}

type Answer = GraphQLAnswer<{ createOrderWithTickets: OrderData }>;

/** Every buyer at once, each with their own connection; the answers in buyer order. */
async function race(
  bed: OrdersTestbed,
  input: (buyer: number) => Record<string, unknown>,
): Promise<{ customerIds: string[]; answers: Answer[] }> {
  const customerIds = await insertCustomers(bed.db, 'riviera', BUYERS);
  // Every connection open before the race (idle ones close after 30 s, so before each race), so
  // the race measures holds, not 200 backends starting at once on a loaded machine.
  await openConnections(bed.handle.pool, BUYERS);
  const answers = await Promise.all(
    customerIds.map((customerId, buyer) =>
      bed.gql<{ createOrderWithTickets: OrderData }>(CREATE_ORDER, { customerId, input: input(buyer) }),
    ),
  );
  return { customerIds, answers };
}

/** Winners' orders, and the error codes of everyone else. */
function outcome(answers: Answer[]) {
  const winners = answers.flatMap((a) =>
    a.data?.createOrderWithTickets ? [a.data.createOrderWithTickets] : [],
  );
  const codes = answers.flatMap((a) => (a.errors ?? []).map((e) => e.extensions?.code));
  return { winners, codes };
}

describe('holds under a race of 200 buyers', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    // One connection per buyer, so the holds really run side by side in PostgreSQL.
    bed = await startOrdersTestbed({ poolSize: BUYERS });
  });
  afterAll(async () => {
    await bed.close();
  });

  it('never holds a seat twice: winners own their seats, every loser gets UNAVAILABLE', async () => {
    const { answers } = await race(bed, (buyer) => ({
      eventId: 'match-open',
      tickets: wantedPair('R1', buyer).map((seatId) => ({ blockId: 'R1', seatId, productId: 'full' })),
    }));
    const { winners, codes } = outcome(answers);
    expect(winners.length + codes.length).toBe(BUYERS);
    expect(new Set(codes)).toEqual(new Set(['UNAVAILABLE']));
    expect(winners.length).toBeGreaterThan(0);

    const wonSeats = winners.flatMap((order) =>
      order.ticketGroups.flatMap((g) =>
        g.seatTickets.map((t) => [t.seatInfo.seatId, order.orderId] as const),
      ),
    );
    expect(new Set(wonSeats.map(([seat]) => seat)).size).toBe(wonSeats.length);
    expect(wonSeats).toHaveLength(winners.length * 2);

    const held = await bed.rows<{ seat_id: string; order_id: string }>(
      `select seat_id, order_id from event_seats
       where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'R1' and status <> 'available'`,
    );
    expect(new Map(held.map((row) => [row.seat_id, row.order_id]))).toEqual(new Map(wonSeats));
    const tickets = await bed.rows<{ seat_id: string; n: number }>(
      `select seat_id, count(*)::int as n from seat_tickets
       where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'R1' group by seat_id`,
    );
    expect(tickets.every((row) => row.n === 1)).toBe(true);
    expect(tickets).toHaveLength(wonSeats.length);
    // Losers left nothing behind: no order without tickets.
    const [orders] = await bed.rows<{ n: number }>(
      `select count(*)::int as n from orders o where tenant_id = 'riviera'
       and exists (select 1 from seat_tickets t where t.tenant_id = o.tenant_id and t.order_id = o.id and t.block_id = 'R1')`,
    );
    const [all] = await bed.rows<{ n: number }>(
      `select count(*)::int as n from orders where tenant_id = 'riviera'`,
    );
    expect(orders?.n).toBe(winners.length);
    expect(all?.n).toBe(winners.length);
  });

  it("sells an open-seating block's last places exactly once", async () => {
    await bed.rows(
      `update open_seating_stock set taken = 90 where tenant_id = 'riviera' and event_id = 'match-later' and block_id = 'S1'`,
    );
    await bed.rows(
      `update event_channel_configurations set opening_datetime = $1 where tenant_id = 'riviera' and event_id = 'match-later' and sale_channel_id = 'web'`,
      [new Date(bed.clock.now().getTime() - 1000)],
    );
    // Buyers alternate between one and two places: 300 places wanted, 10 left.
    const { answers } = await race(bed, (buyer) => ({
      eventId: 'match-later',
      tickets: Array.from({ length: (buyer % 2) + 1 }, () => ({ blockId: 'S1', productId: 'full' })),
    }));
    const { winners, codes } = outcome(answers);
    expect(new Set(codes)).toEqual(new Set(['UNAVAILABLE']));
    const placesWon = winners.reduce(
      (sum, order) => sum + (order.ticketGroups[0]?.seatTickets.length ?? 0),
      0,
    );

    const [stock] = await bed.rows<{ taken: number; capacity: number }>(
      `select taken, capacity from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-later' and block_id = 'S1'`,
    );
    const [tickets] = await bed.rows<{ n: number }>(
      `select count(*)::int as n from seat_tickets where tenant_id = 'riviera' and event_id = 'match-later' and block_id = 'S1' and status = 'onhold'`,
    );
    // With single-place buyers among the losers, the block must end exactly full.
    expect(stock).toEqual({ taken: 100, capacity: 100 });
    expect(placesWon).toBe(10);
    expect(tickets?.n).toBe(10);
  });

  it('holds a pack seat in all three events or in none', async () => {
    const { answers } = await race(bed, (buyer) => ({
      packId: 'trio',
      tickets: wantedPair('R2', buyer).map((seatId) => ({ blockId: 'R2', seatId, productId: 'full' })),
    }));
    const { winners, codes } = outcome(answers);
    expect(new Set(codes)).toEqual(new Set(['UNAVAILABLE']));
    expect(winners.length).toBeGreaterThan(0);

    const rows = await bed.rows<{
      seat_id: string;
      event_id: string;
      status: string;
      order_id: string | null;
    }>(
      `select seat_id, event_id, status, order_id from event_seats
       where tenant_id = 'riviera' and block_id = 'R2' and event_id in ('match-open', 'match-later', 'match-third')`,
    );
    const bySeat = new Map<string, typeof rows>();
    for (const row of rows) bySeat.set(row.seat_id, [...(bySeat.get(row.seat_id) ?? []), row]);
    const winnerIds = new Set(winners.map((w) => w.orderId));
    for (const [seatId, events] of bySeat) {
      expect(events).toHaveLength(3);
      const onHold = events.filter((e) => e.status === 'onhold');
      if (seatId.startsWith('r2-e')) {
        // Row E is sold for match-third: no pack can include it, so it stays free elsewhere.
        expect(onHold).toEqual([]);
        continue;
      }
      if (onHold.length === 0) continue;
      expect(onHold).toHaveLength(3);
      expect(new Set(onHold.map((e) => e.order_id)).size).toBe(1);
      expect(winnerIds.has(onHold[0]?.order_id ?? '')).toBe(true);
    }
    for (const order of winners) {
      const tickets = order.ticketGroups[0]?.seatTickets ?? [];
      expect(tickets).toHaveLength(6);
      expect(tickets.reduce((sum, t) => sum + t.grossAmount, 0)).toBe(2 * 9001);
      expect(order.ticketGroups[0]?.packInfo).toEqual({ packId: 'trio', name: 'Trio', type: 'PACK' });
    }
  });
});

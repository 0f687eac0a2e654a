import { isDatabaseBusy } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_ORDER,
  SHOW_MY_ORDERS,
  UPDATE_TICKETS,
  type OrderData,
} from './test-fixtures/order-operations';
import { startOrdersTestbed, type OrdersTestbed, type TestbedOptions } from './test-fixtures/orders-testbed';

/*
 * A saturated shop fails fast (ADR 0015): when no database connection can be had (too many
 * requests already waiting, or none free within the acquire bound) the API answers BUSY with a
 * retry hint at once, and the request has changed nothing.
 */

type Created = { createOrderWithTickets: OrderData };

const POOL_SIZE = 2;

const seat = (seatId: string) => ({
  eventId: 'match-open',
  tickets: [{ blockId: 'R2', seatId, productId: 'full' }],
});

/** One connection of the pool, however long opening it takes on a loaded machine. */
async function take(bed: OrdersTestbed) {
  for (;;) {
    const client = await bed.handle.pool.connect().catch((error: unknown) => {
      if (isDatabaseBusy(error)) return undefined;
      throw error;
    });
    if (client) return client;
  }
}

/** Takes every connection of the pool, as a crowd of slow requests would. */
async function saturate(bed: OrdersTestbed) {
  const held: Awaited<ReturnType<typeof take>>[] = [];
  for (let i = 0; i < POOL_SIZE; i += 1) held.push(await take(bed));
  const [observer] = held;
  if (!observer) throw new Error('no connection');
  return {
    /** Reads the database on one of the held connections (the pool itself has none to give). */
    rows: async <T>(text: string, values: unknown[] = []) => (await observer.query(text, values)).rows as T[],
    release: () => held.forEach((client) => client.release()),
  };
}

function busyCode(answer: { errors?: Array<{ extensions?: Record<string, unknown> }> }) {
  expect(answer.errors).toHaveLength(1);
  return answer.errors?.[0]?.extensions;
}

describe.each<[string, TestbedOptions]>([
  ['too many requests already waiting for a connection', { maxWaiting: 0, acquireTimeoutMs: 60_000 }],
  ['no connection free within the acquire bound', { maxWaiting: 1_000, acquireTimeoutMs: 100 }],
])('a saturated pool (%s)', (_name, options) => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed({ poolSize: POOL_SIZE, ...options });
  });
  afterAll(async () => {
    await bed.close();
  });

  it('answers a hold BUSY with a retry hint while every connection is taken, having held nothing', async () => {
    const customerId = await bed.customer();
    const pool = await saturate(bed);
    let answered = false;
    try {
      const answer = await bed.gql<Created>(CREATE_ORDER, { customerId, input: seat('r2-a1') });
      // Answered while the pool is still saturated: it did not wait for a connection to come free.
      answered = true;
      expect(answer.data).toBeNull();
      expect(busyCode(answer)).toEqual({ code: 'BUSY', retryAfterSeconds: 1 });
      expect(
        await pool.rows(
          `select count(*)::int as n from orders where tenant_id = 'riviera' and customer_id = $1`,
          [customerId],
        ),
      ).toEqual([{ n: 0 }]);
      expect(
        await pool.rows(
          `select status, order_id from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r2-a1'`,
        ),
      ).toEqual([{ status: 'available', order_id: null }]);
    } finally {
      pool.release();
    }
    expect(answered).toBe(true);

    // The same request, once the crowd is gone, holds the seat.
    const { createOrderWithTickets: order } = await bed.data<Created>(CREATE_ORDER, {
      customerId,
      input: seat('r2-a1'),
    });
    expect(order.ticketGroups[0]?.seatTickets.map((t) => t.seatInfo.seatId)).toEqual(['r2-a1']);
  });

  it('answers a change to an order and a read of orders BUSY, and the order stays as it was', async () => {
    const customerId = await bed.customer();
    const order = await bed.hold(
      customerId,
      'match-open',
      seat('r2-b1').tickets.concat(seat('r2-b2').tickets),
    );
    const ticketIds = order.ticketGroups.flatMap((g) => g.seatTickets.map((t) => t.id));
    const pool = await saturate(bed);
    try {
      const update = await bed.gql(UPDATE_TICKETS, {
        customerId,
        orderId: order.orderId,
        ticketIds: ticketIds.slice(0, 1),
        ticketAncillaryIds: [],
      });
      expect(busyCode(update)).toEqual({ code: 'BUSY', retryAfterSeconds: 1 });
      const read = await bed.gql(SHOW_MY_ORDERS, { customerId, orderIds: [order.orderId] });
      expect(busyCode(read)).toEqual({ code: 'BUSY', retryAfterSeconds: 1 });
      expect(
        await pool.rows(
          `select seat_id, status from seat_tickets where tenant_id = 'riviera' and order_id = $1 order by seat_id`,
          [order.orderId],
        ),
      ).toEqual([
        { seat_id: 'r2-b1', status: 'onhold' },
        { seat_id: 'r2-b2', status: 'onhold' },
      ]);
    } finally {
      pool.release();
    }
  });
});

describe('a hold refused because the seat is taken', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed({ poolSize: POOL_SIZE });
  });
  afterAll(async () => {
    await bed.close();
  });

  it('keeps its database connection for the next request', async () => {
    const winner = await bed.customer();
    await bed.hold(winner, 'match-open', seat('r2-c1').tickets);
    const losers = await Promise.all(Array.from({ length: 12 }, () => bed.customer()));
    let opened = 0;
    const count = () => {
      opened += 1;
    };
    bed.handle.pool.on('connect', count);
    try {
      for (const customerId of losers)
        expect(await bed.errorCode(CREATE_ORDER, { customerId, input: seat('r2-c1') })).toBe('UNAVAILABLE');
    } finally {
      bed.handle.pool.off('connect', count);
    }
    // node-postgres discards a connection whose statement failed unless told otherwise: each
    // refused hold then opened a new one (a new server process, every prepared statement lost).
    expect(opened).toBe(0);
  });
});

describe('a hold whose database connection is lost under it (PostgreSQL restarting)', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed({ poolSize: POOL_SIZE });
  });
  afterAll(async () => {
    await bed.close();
  });

  it('is answered BUSY, not an unexpected error, and the retry holds the seat', async () => {
    const customerId = await bed.customer();
    // The orders table is locked elsewhere, so the hold waits inside its statement until its session ends.
    const blocker = await take(bed);
    try {
      await blocker.query('begin');
      await blocker.query('lock table orders in access exclusive mode');
      const answer = bed.gql<Created>(CREATE_ORDER, { customerId, input: seat('r2-d1') });
      // pg_stat_activity is read once per transaction unless its snapshot is cleared.
      const waiting = async () => {
        await blocker.query('select pg_stat_clear_snapshot()');
        const { rows } = await blocker.query<{ pid: number }>(
          `select pid from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        return rows.map((row) => row.pid);
      };
      await expect.poll(waiting, { timeout: 20_000 }).toHaveLength(1);
      const [pid] = await waiting();
      // What a restart does to every session: FATAL 57P01 on the one the hold is using.
      await blocker.query('select pg_terminate_backend($1)', [pid]);
      expect(busyCode(await answer)).toEqual({ code: 'BUSY', retryAfterSeconds: 1 });
      await blocker.query('rollback');
    } finally {
      blocker.release();
    }
    const { createOrderWithTickets: order } = await bed.data<Created>(CREATE_ORDER, {
      customerId,
      input: seat('r2-d1'),
    });
    expect(order.ticketGroups[0]?.seatTickets.map((t) => t.seatInfo.seatId)).toEqual(['r2-d1']);
  });
});

import { CREATE_ORDER, SHOW_MY_ORDERS, type OrderData } from './order-operations';
import type { CallOptions, OrdersTestbed } from './orders-testbed';

/** An open-seating place of block S1 of match-open. */
export const place = { blockId: 'S1', productId: 'full' };
/** Seat n of row B of race block R1. */
export const r1 = (n: number) => ({ blockId: 'R1', seatId: `r1-b${n}`, productId: 'full' });

/** The ids of an order's seat tickets. */
export const seatTicketIds = (order: OrderData) =>
  order.ticketGroups.flatMap((g) => g.seatTickets.map((t) => t.id));
/** The ids of an order's extras. */
export const ancillaryIds = (order: OrderData) =>
  order.ticketGroups.flatMap((g) => g.ancillaryTickets.map((a) => a.id));

/** What the tests of changes to an order on hold do and read, on the testbed `bed()` (made in beforeAll). */
export function orderChangesHelpers(bed: () => OrdersTestbed) {
  /** A new customer's order holding `tickets` (of match-open unless `input` says otherwise). */
  async function newOrder(
    tickets: unknown[],
    call: CallOptions = {},
    input: Record<string, unknown> = { eventId: 'match-open' },
  ) {
    const customerId = await bed().customer(call.club);
    const { createOrderWithTickets: order } = await bed().data<{ createOrderWithTickets: OrderData }>(
      CREATE_ORDER,
      { customerId, input: { ...input, tickets } },
      call,
    );
    return { customerId, order };
  }
  const show = async (customerId: string, orderId: string) =>
    (await bed().data<{ showMyOrders: OrderData[] }>(SHOW_MY_ORDERS, { customerId, orderIds: [orderId] }))
      .showMyOrders[0];
  const taken = async (table: 'open_seating_stock' | 'parking_products', where: string) =>
    (
      await bed().rows<{ taken: number }>(
        `select taken from ${table} where tenant_id = 'riviera' and ${where}`,
      )
    )[0]?.taken;
  const s1Taken = () => taken('open_seating_stock', `event_id = 'match-open' and block_id = 'S1'`);
  const seatStatus = async (seatId: string, eventId = 'match-open') =>
    (
      await bed().rows<{ status: string }>(
        `select status from event_seats where tenant_id = 'riviera' and event_id = $1 and seat_id = $2`,
        [eventId, seatId],
      )
    )[0]?.status;
  /** Resolves once `n` sessions of the test database wait for a lock (a forced interleaving is in place). */
  const untilLockWaits = async (n: number) => {
    const waiting = async () =>
      (
        await bed().rows<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        )
      )[0]?.n ?? 0;
    while ((await waiting()) < n) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /**
   * Forces a change to an order to wait inside its transaction (the order locked) for a row another
   * session locked with `blockSql`, starts `cancel` once the change waits, lets the change go once
   * the cancel waits for the order too, and resolves when both are done.
   */
  async function cancelBehindChange(
    blockSql: string,
    change: () => Promise<unknown>,
    cancel: () => Promise<unknown>,
  ): Promise<void> {
    const blocker = await bed().handle.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query(blockSql);
      const changing = change();
      await untilLockWaits(1);
      const cancelling = cancel();
      await untilLockWaits(2);
      await blocker.query('rollback');
      await changing;
      await cancelling;
    } finally {
      blocker.release();
    }
  }
  return { newOrder, show, taken, s1Taken, seatStatus, cancelBehindChange };
}

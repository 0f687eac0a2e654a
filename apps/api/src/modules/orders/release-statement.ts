import type { OrderRow } from '@stadio/db';
import { checkOnHold } from './lock-order';
import { parkingShiftSql, placeShiftSql, SEAT_LOCKS } from './stock-lock-sql';
import {
  runStatement,
  type NamedStatement,
  type SqlClient,
  type SqlExecutor,
} from '../../database/sql-client';

/** `freed_seats`: gives back the seats of CTE `seat_keys` that their order still holds, once locked. */
const FREED_SEATS = `freed_seats as (
  update event_seats es set status = 'available', order_id = null, held_until = null
  from seat_keys k
  where es.tenant_id = $1 and es.event_id = k.event_id and es.seat_id = k.seat_id
    and es.order_id = k.order_id and es.status = 'onhold' and (select count(*) from seat_locks) >= 0
  returning 1
)`;

/*
 * Releasing is one statement too. `gone_tickets` and `gone_ancillaries` (given by the caller) are
 * the seat and ancillary tickets that stop holding anything, with what they held; the statement
 * gives it back in the order every hold takes its locks (seats by key, open-seating counters by
 * key, resale listings, car parks by id; each step reads the count of the one before, which makes
 * PostgreSQL run them in that order), each seat and listing only by the order holding it, and
 * checks it gave back all it expected (RELEASE_CHECK).
 */
const RELEASE_TAIL = `
seat_keys as (
  select distinct event_id, seat_id, order_id from gone_tickets
  where seat_id is not null and resale_listing_id is null
),
${SEAT_LOCKS},
${FREED_SEATS},
place_shifts as (
  select event_id, block_id, -count(*)::int as n from gone_tickets where seat_id is null group by event_id, block_id
),
${placeShiftSql('freed_seats', 'given_places')},
freed_listings as (
  update resale_listings r set status = 'on_sale', order_id = null
  from (select distinct resale_listing_id, order_id from gone_tickets where resale_listing_id is not null) x
  where r.tenant_id = $1 and r.id = x.resale_listing_id and r.order_id = x.order_id and r.status = 'pending'
    and (select count(*) from given_places) >= 0
  returning 1
),
parking_shifts as (
  select parking_product_id as id, -count(*)::int as n from gone_ancillaries
  where parking_product_id is not null group by parking_product_id
),
${parkingShiftSql('freed_listings', 'given_parking')}`;

/**
 * The release's own bookkeeping: everything the gone tickets held was given back, or the statement
 * ends in SQLSTATE SH002 (orders_hold_abort, migration 0007) naming the counts, which undoes it.
 * Tickets and stock change together, so a mismatch means the data is broken, and committing would
 * hide it.
 */
const RELEASE_CHECK = `case
  when (select count(*) from seat_keys) <> (select count(*) from freed_seats)
    or (select count(*) from place_shifts) <> (select count(*) from given_places)
    or (select count(*) from parking_shifts) <> (select count(*) from given_parking)
  then orders_hold_abort('SH002', json_build_object(
    'seats', json_build_array((select count(*) from seat_keys), (select count(*) from freed_seats)),
    'counters', json_build_array((select count(*) from place_shifts), (select count(*) from given_places)),
    'carParks', json_build_array((select count(*) from parking_shifts), (select count(*) from given_parking))))
  else true
end`;

/**
 * Ends orders on hold (the caller holds their row locks): their tickets become `released` (kept
 * for the order history), what they held is given back, the orders get status $3.
 * $1 tenant, $2 order ids, $3 status, $4 now.
 */
const CLOSE_ORDERS: NamedStatement = {
  name: 'orders.close',
  text: `
with gone_tickets as (
  update seat_tickets set status = 'released'
  where tenant_id = $1 and order_id = any($2::text[]) and status = 'onhold'
  returning order_id, event_id, seat_id, block_id, resale_listing_id
),
gone_ancillaries as (
  update ancillary_tickets set status = 'released'
  where tenant_id = $1 and order_id = any($2::text[]) and status = 'onhold'
  returning parking_product_id
),
${RELEASE_TAIL},
closed as (
  update orders set status = $3::text, updated_at = $4::timestamptz
  where tenant_id = $1 and id = any($2::text[]) and status = 'onhold'
  returning 1
)
select ${RELEASE_CHECK} as released, (select count(*)::int from closed) as closed`,
};

/**
 * Removes tickets from an order on hold (the caller holds its row lock) and gives back what they
 * held; groups left without tickets go too (the statement sees the order as it was, so a group is
 * empty when all of its tickets are among the removed ones).
 * $1 tenant, $2 order id, $3 seat ticket ids, $4 ancillary ticket ids.
 */
const REMOVE_TICKETS: NamedStatement = {
  name: 'orders.remove_tickets',
  text: `
with gone_tickets as (
  delete from seat_tickets
  where tenant_id = $1 and order_id = $2 and id = any($3::text[])
  returning order_id, event_id, seat_id, block_id, resale_listing_id, status
),
gone_ancillaries as (
  delete from ancillary_tickets
  where tenant_id = $1 and order_id = $2 and id = any($4::text[])
  returning parking_product_id, status
),
${RELEASE_TAIL},
empty_groups as (
  delete from ticket_groups g
  where g.tenant_id = $1 and g.order_id = $2
    and not exists (select 1 from seat_tickets t where t.tenant_id = g.tenant_id and t.order_id = $2
      and t.group_id = g.id and t.id <> all($3::text[]))
    and not exists (select 1 from ancillary_tickets a where a.tenant_id = g.tenant_id and a.order_id = $2
      and a.group_id = g.id and a.id <> all($4::text[]))
  returning 1
)
select ${RELEASE_CHECK} as released, (select count(*)::int from empty_groups) as groups`,
};

/**
 * Cancels order $2 of customer $3 at club $1 if it is on hold at $4, in one statement (its own
 * transaction): the order row first (as the lock-then-release paths take it), then its tickets and
 * what they held. A statement sees the data as it was when it started, so a change committed to the
 * order while this statement waited for the order's row (tickets added in another tab) would be
 * missed: the order's `xmin` read at the start must still be the row's when it is updated (every
 * change to an order writes a new version of its row, lock-order.ts), else the statement ends in
 * SQLSTATE SH003 and the caller runs it again. Returns the order's status and expiry as read, and
 * no row for an order that is not this customer's.
 */
const CANCEL_ORDER: NamedStatement = {
  name: 'orders.cancel',
  text: `
with target as (
  select status, expires_at, xmin as version from orders
  where tenant_id = $1 and id = $2 and customer_id = $3::uuid
),
closed as (
  update orders o set status = 'cancelled', updated_at = $4::timestamptz
  from target t
  where o.tenant_id = $1 and o.id = $2 and o.xmin = t.version
    and t.status = 'onhold' and t.expires_at > $4::timestamptz
  returning 1
),
gone_tickets as (
  update seat_tickets set status = 'released'
  where tenant_id = $1 and order_id = $2 and status = 'onhold' and (select count(*) from closed) = 1
  returning order_id, event_id, seat_id, block_id, resale_listing_id
),
gone_ancillaries as (
  update ancillary_tickets set status = 'released'
  where tenant_id = $1 and order_id = $2 and status = 'onhold' and (select count(*) from closed) = 1
  returning parking_product_id
),
${RELEASE_TAIL}
select t.status, t.expires_at as "expiresAt",
  case
    when t.status = 'onhold' and t.expires_at > $4::timestamptz and (select count(*) from closed) = 0
    then orders_hold_abort('SH003', '{}')
    else ${RELEASE_CHECK}
  end as released
from target t`,
};

/**
 * CANCEL_ORDER for an order whose tickets hold seats only (direct sales; its plastic card, if any,
 * holds no stock), which is most carts: the same order-row guard (SH003) and seat release, without
 * the open-seating, resale and car-park steps, whose executor nodes PostgreSQL would start on every
 * call for nothing (the full plan costs twice the CPU, ADR 0008). An order that holds anything else
 * is left as it was and comes back with `holdsMore`, for CANCEL_ORDER. Checks that every seat ticket
 * released gave its seat back (SH002).
 */
const CANCEL_SEATS_ORDER: NamedStatement = {
  name: 'orders.cancel_seats',
  text: `
with target as (
  select status, expires_at, xmin as version,
    exists (select from seat_tickets st where st.tenant_id = $1 and st.order_id = $2 and st.status = 'onhold'
        and (st.seat_id is null or st.resale_listing_id is not null))
      or exists (select from ancillary_tickets a where a.tenant_id = $1 and a.order_id = $2
        and a.status = 'onhold' and a.parking_product_id is not null) as holds_more
  from orders
  where tenant_id = $1 and id = $2 and customer_id = $3::uuid
),
closed as (
  update orders o set status = 'cancelled', updated_at = $4::timestamptz
  from target t
  where o.tenant_id = $1 and o.id = $2 and o.xmin = t.version
    and t.status = 'onhold' and t.expires_at > $4::timestamptz and not t.holds_more
  returning 1
),
seat_keys as (
  update seat_tickets set status = 'released'
  where tenant_id = $1 and order_id = $2 and status = 'onhold' and exists (select from closed)
  returning event_id, seat_id, order_id
),
gone_ancillaries as (
  update ancillary_tickets set status = 'released'
  where tenant_id = $1 and order_id = $2 and status = 'onhold' and exists (select from closed)
),
${SEAT_LOCKS},
${FREED_SEATS}
select t.status, t.expires_at as "expiresAt", t.holds_more as "holdsMore",
  case
    when t.status = 'onhold' and t.expires_at > $4::timestamptz and not t.holds_more
      and not exists (select from closed)
    then orders_hold_abort('SH003', '{}')
    when (select count(*) from seat_keys) <> (select count(*) from freed_seats)
    then orders_hold_abort('SH002', json_build_object(
      'seats', json_build_array((select count(*) from seat_keys), (select count(*) from freed_seats))))
    else true
  end as released
from target t`,
};

/** A release statement's error: SH002 (its bookkeeping did not add up) as a plain error, others as they are. */
function releaseError(error: unknown): unknown {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === 'SH002') return new Error(`a release did not add up and was undone: ${detail ?? ''}`);
  return error;
}

/** Runs a release statement; see {@link releaseError}. */
async function runRelease<R extends object>(
  executor: SqlExecutor,
  statement: NamedStatement,
  values: unknown[],
): Promise<R[]> {
  return runStatement<R>(executor, statement, values).catch((error: unknown) => {
    throw releaseError(error);
  });
}

/**
 * Ends orders on hold of club `tenantId` (the caller holds their row locks): everything they hold
 * is released (seats, places, listings, car parks), their tickets stay as `released` for the
 * order history, and the orders become `cancelled` (by the buyer) or `abandoned` (expired).
 */
export async function closeOrders(
  client: SqlClient,
  tenantId: string,
  orderIds: readonly string[],
  status: 'cancelled' | 'abandoned',
  now: Date,
): Promise<void> {
  if (orderIds.length === 0) return;
  await runRelease(client, CLOSE_ORDERS, [tenantId, [...orderIds], status, now]);
}

/**
 * Removes tickets (seat and ancillary, by id) from order `orderId` on hold, whose row the caller
 * has locked, releasing what they held; groups left empty leave the order.
 */
export async function removeTickets(
  client: SqlClient,
  tenantId: string,
  orderId: string,
  ticketIds: readonly string[],
  ancillaryIds: readonly string[],
): Promise<void> {
  await runRelease(client, REMOVE_TICKETS, [tenantId, orderId, [...ticketIds], [...ancillaryIds]]);
}

/** Rounds of CANCEL_ORDER that may meet a concurrent change of the order before it gives up. */
const CANCEL_ATTEMPTS = 5;

/**
 * Cancels the customer's order on hold and releases everything it held, in one round trip (see
 * CANCEL_SEATS_ORDER; two for an order holding more than seats, see CANCEL_ORDER); ORDER_NOT_FOUND
 * or ORDER_NOT_ON_HOLD as {@link checkOnHold} says, nothing changed.
 */
export async function cancelOrderOnHold(
  executor: SqlExecutor,
  scope: { tenantId: string; customerId: string; orderId: string; now: Date },
): Promise<void> {
  const values = [scope.tenantId, scope.orderId, scope.customerId, scope.now];
  let statement = CANCEL_SEATS_ORDER;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [order] = await runRelease<Pick<OrderRow, 'status' | 'expiresAt'> & { holdsMore?: boolean }>(
        executor,
        statement,
        values,
      );
      if (order?.holdsMore) {
        statement = CANCEL_ORDER;
        continue;
      }
      checkOnHold(order, scope.now);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SH003' || attempt >= CANCEL_ATTEMPTS) throw error;
    }
  }
}

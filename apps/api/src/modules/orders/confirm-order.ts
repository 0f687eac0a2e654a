import type { OrderRow } from '@stadio/db';
import { executorOn } from '../payments/transaction-executor';
import { emitOrderEvent } from '../webhooks/emit-order-event';
import { parkingShiftSql, placeShiftSql, SEAT_LOCKS } from './stock-lock-sql';
import { runStatement, type NamedStatement, type SqlClient } from '../../database/sql-client';

/*
 * Confirming is the mirror image of releasing (release-statement.ts): the order's row is locked
 * first, in a statement of its own (a statement's snapshot is taken before it waits for a lock),
 * then one statement turns everything the order holds into a sale. Seats are locked in key order
 * like every hold and release, and only rows this order holds change (`order_id = $order and
 * status = 'onhold'`), so a stale confirmation can never take a seat of another order. Counters
 * (open seating, car parks) already count the order's places and stay as they are.
 */

const LOCK_ORDER: NamedStatement = {
  name: 'orders.lock_for_confirm',
  text: `select status from orders where tenant_id = $1 and id = $2 for update`,
};

/** $1 tenant, $2 order id, $3 now. */
const CONFIRM: NamedStatement = {
  name: 'orders.confirm',
  text: `
with seat_keys as (
  select distinct event_id, seat_id from seat_tickets
  where tenant_id = $1 and order_id = $2 and status = 'onhold' and seat_id is not null
    and resale_listing_id is null
),
${SEAT_LOCKS},
confirmed_seats as (
  update event_seats es set status = 'confirmed', held_until = null
  from seat_keys k
  where es.tenant_id = $1 and es.event_id = k.event_id and es.seat_id = k.seat_id
    and es.order_id = $2 and es.status = 'onhold' and (select count(*) from seat_locks) >= 0
  returning 1
),
listing_keys as (
  select distinct resale_listing_id from seat_tickets
  where tenant_id = $1 and order_id = $2 and status = 'onhold' and resale_listing_id is not null
),
sold_listings as (
  update resale_listings r set status = 'sold'
  from listing_keys k
  where r.tenant_id = $1 and r.id = k.resale_listing_id and r.order_id = $2 and r.status = 'pending'
    and (select count(*) from confirmed_seats) >= 0
  returning 1
),
tickets as (
  update seat_tickets set status = 'confirmed'
  where tenant_id = $1 and order_id = $2 and status = 'onhold'
  returning 1
),
ancillaries as (
  update ancillary_tickets set status = 'confirmed'
  where tenant_id = $1 and order_id = $2 and status = 'onhold'
  returning 1
),
confirmed as (
  update orders set status = 'confirmed', confirmed_at = $3, expires_at = null,
    has_transaction_in_progress = false, updated_at = $3
  where tenant_id = $1 and id = $2 and status = 'onhold'
  returning 1
)
select
  (select count(*)::int from seat_keys) as "seatsExpected",
  (select count(*)::int from confirmed_seats) as "seatsConfirmed",
  (select count(*)::int from listing_keys) as "listingsExpected",
  (select count(*)::int from sold_listings) as "listingsSold",
  (select count(*)::int from tickets) + (select count(*)::int from ancillaries) as tickets,
  (select count(*)::int from confirmed) as orders`,
};

/*
 * Taking an abandoned order's stock again (its tickets were `released` by the sweeper), with the
 * guards of hold-statement.ts: seats only where still `available`, counters only within capacity,
 * listings only where still `on_sale`, in the same lock order. The tickets and the order change
 * only when every guarded update got all it asked for; otherwise the caller's savepoint undoes
 * the part that did.
 * $1 tenant, $2 order id, $3 now.
 */
const REHOLD_AND_CONFIRM: NamedStatement = {
  name: 'orders.rehold_and_confirm',
  text: `
with gone as (
  select event_id, seat_id, block_id, resale_listing_id from seat_tickets
  where tenant_id = $1 and order_id = $2 and status = 'released'
),
seat_keys as (
  select distinct event_id, seat_id from gone where seat_id is not null and resale_listing_id is null
),
${SEAT_LOCKS},
taken_seats as (
  update event_seats es set status = 'confirmed', order_id = $2, held_until = null
  from seat_keys k
  where es.tenant_id = $1 and es.event_id = k.event_id and es.seat_id = k.seat_id
    and es.status = 'available' and (select count(*) from seat_locks) >= 0
  returning 1
),
place_shifts as (
  select event_id, block_id, count(*)::int as n from gone where seat_id is null group by event_id, block_id
),
${placeShiftSql('taken_seats', 'taken_places')},
listing_keys as (
  select distinct resale_listing_id from gone where resale_listing_id is not null
),
sold_listings as (
  update resale_listings r set status = 'sold', order_id = $2
  from listing_keys k
  where r.tenant_id = $1 and r.id = k.resale_listing_id and r.status = 'on_sale'
    and (select count(*) from taken_places) >= 0
  returning 1
),
parking_shifts as (
  select parking_product_id as id, count(*)::int as n from ancillary_tickets
  where tenant_id = $1 and order_id = $2 and status = 'released' and parking_product_id is not null
  group by parking_product_id
),
${parkingShiftSql('sold_listings', 'taken_parking')},
complete as (
  select (select count(*) from taken_seats) = (select count(*) from seat_keys)
    and (select count(*) from taken_places) = (select count(*) from place_shifts)
    and (select count(*) from sold_listings) = (select count(*) from listing_keys)
    and (select count(*) from taken_parking) = (select count(*) from parking_shifts) as ok
),
tickets as (
  update seat_tickets set status = 'confirmed'
  where tenant_id = $1 and order_id = $2 and status = 'released' and (select ok from complete)
  returning 1
),
ancillaries as (
  update ancillary_tickets set status = 'confirmed'
  where tenant_id = $1 and order_id = $2 and status = 'released' and (select ok from complete)
  returning 1
),
confirmed as (
  update orders set status = 'confirmed', confirmed_at = $3, expires_at = null,
    has_transaction_in_progress = false, updated_at = $3
  where tenant_id = $1 and id = $2 and status = 'abandoned' and (select ok from complete)
  returning 1
)
select (select ok from complete) as ok, (select count(*)::int from confirmed) as orders`,
};

/**
 * Every path that sells (a payment notice, a free order, the counter) confirms here, so this is
 * where order.confirmed joins the outbox, in the confirming transaction (ADR 0052).
 */
const orderConfirmedEvent = (client: SqlClient, input: ConfirmOrderInput) =>
  emitOrderEvent(executorOn(client), { ...input, type: 'order.confirmed', tickets: 'confirmed' });

/** Which order to confirm, and when. */
export interface ConfirmOrderInput {
  tenantId: string;
  orderId: string;
  now: Date;
}

/** What {@link confirmOrder} did. */
export type ConfirmOrderResult = 'confirmed' | 'already_confirmed' | 'not_on_hold';

/** What {@link reholdAndConfirm} did; `unavailable` leaves everything as it was. */
export type ReholdResult = 'confirmed' | 'already_confirmed' | 'unavailable' | 'not_abandoned';

async function lockStatus(client: SqlClient, input: ConfirmOrderInput): Promise<OrderRow['status'] | null> {
  const [row] = await runStatement<{ status: OrderRow['status'] }>(client, LOCK_ORDER, [
    input.tenantId,
    input.orderId,
  ]);
  return row?.status ?? null;
}

/**
 * Confirms a paid order on hold inside the caller's transaction: the order, its seats, tickets and
 * extras become confirmed, its resale listings sold. An order on hold past its expiry that the
 * sweeper has not released yet still holds everything, so it is confirmed too. Calling it again
 * is harmless (`already_confirmed`); an abandoned or cancelled order is `not_on_hold`.
 */
export async function confirmOrder(client: SqlClient, input: ConfirmOrderInput): Promise<ConfirmOrderResult> {
  const status = await lockStatus(client, input);
  if (status === 'confirmed') return 'already_confirmed';
  if (status !== 'onhold') return 'not_on_hold';
  const [counts] = await runStatement<{
    seatsExpected: number;
    seatsConfirmed: number;
    listingsExpected: number;
    listingsSold: number;
    orders: number;
  }>(client, CONFIRM, [input.tenantId, input.orderId, input.now]);
  // The order's row lock keeps its holds in place, so a mismatch means broken data: stop, never commit it.
  if (!counts || counts.orders !== 1) throw new Error(`order ${input.orderId} could not be confirmed`);
  if (counts.seatsConfirmed !== counts.seatsExpected || counts.listingsSold !== counts.listingsExpected)
    throw new Error(
      `order ${input.orderId} of club ${input.tenantId} holds ${counts.seatsConfirmed} of ` +
        `${counts.seatsExpected} seats and ${counts.listingsSold} of ${counts.listingsExpected} listings`,
    );
  await orderConfirmedEvent(client, input);
  return 'confirmed';
}

/**
 * Confirms an order the sweeper abandoned while its payment was running, inside the caller's
 * transaction: takes its seats, places, listings and car park places again if all are still free,
 * all or nothing (a savepoint undoes a partial take), and confirms it. On `unavailable` nothing
 * changed and the caller refunds the payment.
 */
export async function reholdAndConfirm(client: SqlClient, input: ConfirmOrderInput): Promise<ReholdResult> {
  const status = await lockStatus(client, input);
  if (status === 'confirmed') return 'already_confirmed';
  if (status !== 'abandoned') return 'not_abandoned';
  await client.query('savepoint rehold_and_confirm');
  const [result] = await runStatement<{ ok: boolean; orders: number }>(client, REHOLD_AND_CONFIRM, [
    input.tenantId,
    input.orderId,
    input.now,
  ]);
  if (!result?.ok) {
    await client.query('rollback to savepoint rehold_and_confirm');
    return 'unavailable';
  }
  await client.query('release savepoint rehold_and_confirm');
  if (result.orders !== 1) throw new Error(`order ${input.orderId} could not be confirmed`);
  await orderConfirmedEvent(client, input);
  return 'confirmed';
}

import { runStatement, type NamedStatement, type SqlClient } from './sql-client';

/*
 * Releasing is one statement too. `gone_tickets` and `gone_ancillaries` (given by the caller) are
 * the seat and ancillary tickets that stop holding anything, with what they held; the statement
 * gives it back in the order every hold takes its locks (seats by key, open-seating counters by
 * key, resale listings, car parks by id; each step reads the count of the one before, which makes
 * PostgreSQL run them in that order), each seat and listing only by the order holding it. It
 * returns what it expected to give back and what it did, so the caller can refuse to commit a
 * mismatch (broken data).
 */
const RELEASE_TAIL = `
seat_keys as (
  select distinct event_id, seat_id, order_id from gone_tickets
  where seat_id is not null and resale_listing_id is null
),
seat_locks as (
  select es.event_id, es.seat_id from event_seats es
  join seat_keys k on es.event_id = k.event_id and es.seat_id = k.seat_id
  where es.tenant_id = $1
  order by es.event_id, es.seat_id
  for update of es
),
freed_seats as (
  update event_seats es set status = 'available', order_id = null, held_until = null
  from seat_keys k
  where es.tenant_id = $1 and es.event_id = k.event_id and es.seat_id = k.seat_id
    and es.order_id = k.order_id and es.status = 'onhold' and (select count(*) from seat_locks) >= 0
  returning 1
),
place_shifts as (
  select event_id, block_id, -count(*)::int as n from gone_tickets where seat_id is null group by event_id, block_id
),
place_locks as (
  select o.event_id, o.block_id, s.n from open_seating_stock o
  join place_shifts s on o.event_id = s.event_id and o.block_id = s.block_id
  where o.tenant_id = $1 and (select count(*) from freed_seats) >= 0
  order by o.event_id, o.block_id
  for update of o
),
given_places as (
  update open_seating_stock o set taken = o.taken + l.n
  from place_locks l
  where o.tenant_id = $1 and o.event_id = l.event_id and o.block_id = l.block_id
    and o.taken + l.n between 0 and o.capacity
  returning 1
),
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
parking_locks as (
  select p.id, s.n from parking_products p join parking_shifts s on p.id = s.id
  where p.tenant_id = $1 and (select count(*) from freed_listings) >= 0
  order by p.id
  for update of p
),
given_parking as (
  update parking_products p set taken = p.taken + l.n
  from parking_locks l
  where p.tenant_id = $1 and p.id = l.id and p.taken + l.n between 0 and p.capacity
  returning 1
)`;

const RELEASE_RESULT = `
  (select count(*)::int from seat_keys) as "seatsExpected",
  (select count(*)::int from freed_seats) as "seatsFreed",
  (select count(*)::int from place_shifts) as "countersExpected",
  (select count(*)::int from given_places) as "countersGiven",
  (select count(*)::int from parking_shifts) as "parkingsExpected",
  (select count(*)::int from given_parking) as "parkingsGiven"`;

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
select ${RELEASE_RESULT}, (select count(*)::int from closed) as closed`,
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
select ${RELEASE_RESULT}, (select count(*)::int from empty_groups) as groups`,
};

interface ReleaseCounts {
  seatsExpected: number;
  seatsFreed: number;
  countersExpected: number;
  countersGiven: number;
  parkingsExpected: number;
  parkingsGiven: number;
}

// Tickets and stock change together in one transaction; a mismatch means the data is broken, and
// committing would hide it.
function checkReleased(tenantId: string, counts: ReleaseCounts | undefined): void {
  if (!counts) throw new Error('the release statement returned no row');
  if (counts.seatsFreed !== counts.seatsExpected)
    throw new Error(`released ${counts.seatsFreed} of ${counts.seatsExpected} seats of club ${tenantId}`);
  if (counts.countersGiven !== counts.countersExpected)
    throw new Error(
      `gave back places on ${counts.countersGiven} of ${counts.countersExpected} counters of club ${tenantId}`,
    );
  if (counts.parkingsGiven !== counts.parkingsExpected)
    throw new Error(
      `gave back places in ${counts.parkingsGiven} of ${counts.parkingsExpected} car parks of club ${tenantId}`,
    );
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
  const [counts] = await runStatement<ReleaseCounts>(client, CLOSE_ORDERS, [
    tenantId,
    [...orderIds],
    status,
    now,
  ]);
  checkReleased(tenantId, counts);
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
  const [counts] = await runStatement<ReleaseCounts>(client, REMOVE_TICKETS, [
    tenantId,
    orderId,
    [...ticketIds],
    [...ancillaryIds],
  ]);
  checkReleased(tenantId, counts);
}

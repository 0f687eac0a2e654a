/*
 * CTE fragments shared by the statements that give stock back or take it again (release-statement.ts,
 * confirm-order.ts). Every one of them locks stock in the order holds take it: seats by key, then
 * open-seating counters by key, then resale listings, then car parks by id. A step waits for the
 * one before by reading its count (`after`), which makes PostgreSQL run them in that order.
 */

/** `seat_locks`: locks the `event_seats` rows of CTE `seat_keys` (event_id, seat_id), in key order. */
export const SEAT_LOCKS = `
seat_locks as (
  select es.event_id, es.seat_id from event_seats es
  join seat_keys k on es.event_id = k.event_id and es.seat_id = k.seat_id
  where es.tenant_id = $1
  order by es.event_id, es.seat_id
  for update of es
)`;

/**
 * `place_locks` and CTE `result`: moves the open-seating counters of CTE `place_shifts` (event_id,
 * block_id, n) by n, within capacity, after CTE `after`; `result` returns a row per counter moved.
 */
export function placeShiftSql(after: string, result: string): string {
  return `
place_locks as (
  select o.event_id, o.block_id, s.n from open_seating_stock o
  join place_shifts s on o.event_id = s.event_id and o.block_id = s.block_id
  where o.tenant_id = $1 and (select count(*) from ${after}) >= 0
  order by o.event_id, o.block_id
  for update of o
),
${result} as (
  update open_seating_stock o set taken = o.taken + l.n
  from place_locks l
  where o.tenant_id = $1 and o.event_id = l.event_id and o.block_id = l.block_id
    and o.taken + l.n between 0 and o.capacity
  returning 1
)`;
}

/**
 * `parking_locks` and CTE `result`: moves the car parks of CTE `parking_shifts` (id, n) by n,
 * within capacity, after CTE `after`; `result` returns a row per car park moved.
 */
export function parkingShiftSql(after: string, result: string): string {
  return `
parking_locks as (
  select p.id, s.n from parking_products p join parking_shifts s on p.id = s.id
  where p.tenant_id = $1 and (select count(*) from ${after}) >= 0
  order by p.id
  for update of p
),
${result} as (
  update parking_products p set taken = p.taken + l.n
  from parking_locks l
  where p.tenant_id = $1 and p.id = l.id and p.taken + l.n between 0 and p.capacity
  returning 1
)`;
}

import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../client';

/**
 * How much of something sales use, for the refusals (refusals.ts). `live` counts places sold or
 * held now: `event_seats` rows not available, open-seating and car-park counters. Every live
 * ticket holds one of those, so tickets only add `past`: tickets of cancelled or abandoned orders,
 * resold tickets and resale listings, which order history still shows (it joins the match, block,
 * seat, category and product of each ticket) and whose foreign keys keep stock rows alive.
 */
export interface Use {
  live: number;
  /** Of `live`: holds past their expiry that the sweeper has not released yet. */
  expired: number;
  /** Of `live`: seats the club closed (migration 0023); absent counts as none. */
  closed?: number;
  past: number;
  liveEvents: Set<string>;
  pastEvents: Set<string>;
}

const noUse = (): Use => ({ live: 0, expired: 0, past: 0, liveEvents: new Set(), pastEvents: new Set() });

/** Use per id; ids nobody uses are absent. */
export type Uses = Map<string, Use>;

function useOf(uses: Uses, id: string): Use {
  let use = uses.get(id);
  if (!use) uses.set(id, (use = noUse()));
  return use;
}

interface UseRow extends Record<string, unknown> {
  id: string;
  event_id: string | null;
  live: number;
  expired: number;
  closed?: number;
  past: number;
}

async function collect(db: DbExecutor, ids: readonly string[], query: (ids: SQL) => SQL): Promise<Uses> {
  const uses: Uses = new Map();
  if (ids.length === 0) return uses;
  const { rows } = await db.execute<UseRow>(query(sql`${sql.param([...new Set(ids)])}::text[]`));
  for (const row of rows) {
    const use = useOf(uses, row.id);
    use.live += Number(row.live);
    use.expired += Number(row.expired);
    if (row.closed !== undefined) use.closed = (use.closed ?? 0) + Number(row.closed);
    use.past += Number(row.past);
    if (row.event_id !== null) {
      if (Number(row.live) > 0) use.liveEvents.add(row.event_id);
      if (Number(row.past) > 0) use.pastEvents.add(row.event_id);
    }
  }
  return uses;
}

// Seats taken now, and tickets or listings that ever named them, per (id, event).
const takenSeats = (
  tenantId: string,
  now: Date,
  column: 'seat_id' | 'block_id' | 'event_id',
  ids: SQL,
) => sql`
  select es.${sql.raw(column)} as id, es.event_id, count(*)::int as live,
    (count(*) filter (where es.status = 'onhold' and es.held_until <= ${now.toISOString()}::timestamptz))::int as expired,
    0 as past, (count(*) filter (where es.status = 'closed'))::int as closed
  from event_seats es
  where es.tenant_id = ${tenantId} and es.status <> 'available' and es.${sql.raw(column)} = any(${ids})
  group by 1, 2`;
const ticketHistory = (tenantId: string, column: 'seat_id' | 'block_id' | 'event_id', ids: SQL) => sql`
  select t.${sql.raw(column)} as id, t.event_id, 0 as live, 0 as expired, count(*)::int as past, 0 as closed
  from seat_tickets t where t.tenant_id = ${tenantId} and t.${sql.raw(column)} = any(${ids})
  group by 1, 2`;
const listingHistory = (tenantId: string, column: 'seat_id' | 'block_id' | 'event_id', ids: SQL) => sql`
  select r.${sql.raw(column)} as id, r.event_id, 0 as live, 0 as expired, count(*)::int as past, 0 as closed
  from resale_listings r where r.tenant_id = ${tenantId} and r.${sql.raw(column)} = any(${ids})
  group by 1, 2`;
const standingTaken = (tenantId: string, column: 'block_id' | 'event_id', ids: SQL) => sql`
  select o.${sql.raw(column)} as id, o.event_id, o.taken as live, 0 as expired, 0 as past, 0 as closed
  from open_seating_stock o where o.tenant_id = ${tenantId} and o.taken > 0 and o.${sql.raw(column)} = any(${ids})`;

/** Seats' sales in every match (by seat id). */
export const seatUses = (db: DbExecutor, tenantId: string, ids: readonly string[], now: Date) =>
  collect(
    db,
    ids,
    (
      list,
    ) => sql`${takenSeats(tenantId, now, 'seat_id', list)} union all ${ticketHistory(tenantId, 'seat_id', list)}
      union all ${listingHistory(tenantId, 'seat_id', list)}`,
  );

/** Blocks' sales in every match: their seats, their standing places, their tickets. */
export const blockUses = (db: DbExecutor, tenantId: string, ids: readonly string[], now: Date) =>
  collect(
    db,
    ids,
    (
      list,
    ) => sql`${takenSeats(tenantId, now, 'block_id', list)} union all ${standingTaken(tenantId, 'block_id', list)}
      union all ${ticketHistory(tenantId, 'block_id', list)} union all ${listingHistory(tenantId, 'block_id', list)}`,
  );

/** Matches' sales: seats, standing places, tickets, resale listings (car parks are their own rows). */
export const eventUses = (db: DbExecutor, tenantId: string, ids: readonly string[], now: Date) =>
  collect(
    db,
    ids,
    (
      list,
    ) => sql`${takenSeats(tenantId, now, 'event_id', list)} union all ${standingTaken(tenantId, 'event_id', list)}
      union all ${ticketHistory(tenantId, 'event_id', list)} union all ${listingHistory(tenantId, 'event_id', list)}
      union all
        select g.event_id as id, g.event_id, 0, 0, count(*)::int, 0 from ticket_groups g
        where g.tenant_id = ${tenantId} and g.event_id = any(${list}) group by 1, 2`,
  );

/** Matches that have a waiting room (a row whose foreign key keeps the match). */
export async function eventsWithWaitingRooms(
  db: DbExecutor,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.execute<{ event_id: string }>(sql`
    select event_id from waiting_rooms where tenant_id = ${tenantId} and event_id = any(${sql.param([...ids])}::text[])`);
  return new Set(rows.map((r) => r.event_id));
}

/** Tickets of any order naming each category (order history shows its name). */
export const categoryUses = (db: DbExecutor, tenantId: string, ids: readonly string[]) =>
  collect(
    db,
    ids,
    (list) => sql`
    select t.category_id as id, null::text as event_id, 0 as live, 0 as expired, count(*)::int as past
    from seat_tickets t where t.tenant_id = ${tenantId} and t.category_id = any(${list}) group by 1`,
  );

/** Tickets and resale listings naming each product. */
export const productUses = (db: DbExecutor, tenantId: string, ids: readonly string[]) =>
  collect(
    db,
    ids,
    (list) => sql`
    select t.product_id as id, null::text as event_id, 0 as live, 0 as expired, count(*)::int as past
    from seat_tickets t where t.tenant_id = ${tenantId} and t.product_id = any(${list}) group by 1
    union all
    select r.product_id, null, 0, 0, count(*)::int
    from resale_listings r where r.tenant_id = ${tenantId} and r.product_id = any(${list}) group by 1`,
  );

/** Orders' ticket groups of each pack. */
export const packUses = (db: DbExecutor, tenantId: string, ids: readonly string[]) =>
  collect(
    db,
    ids,
    (list) => sql`
    select g.pack_id as id, null::text as event_id, 0 as live, 0 as expired, count(*)::int as past
    from ticket_groups g where g.tenant_id = ${tenantId} and g.pack_id = any(${list}) group by 1`,
  );

/** Car parks' places taken now, and every parking ticket naming them (a foreign key). */
export const carParkUses = (db: DbExecutor, tenantId: string, ids: readonly string[]) =>
  collect(
    db,
    ids,
    (list) => sql`
    select p.id, p.event_id, p.taken as live, 0 as expired, 0 as past
    from parking_products p where p.tenant_id = ${tenantId} and p.taken > 0 and p.id = any(${list})
    union all
    select a.parking_product_id, null, 0, 0, count(*)::int
    from ancillary_tickets a where a.tenant_id = ${tenantId} and a.parking_product_id = any(${list}) group by 1`,
  );

/** Orders that used each promo code (a foreign key keeps the code). */
export const promoCodeUses = (db: DbExecutor, tenantId: string, ids: readonly string[]) =>
  collect(
    db,
    ids,
    (list) => sql`
    select u.promo_code_id as id, null::text as event_id, 0 as live, 0 as expired,
      count(distinct u.order_id)::int as past
    from promo_code_uses u where u.tenant_id = ${tenantId} and u.promo_code_id = any(${list}) group by 1`,
  );

import type { Database } from '@stadio/db';
import { sql } from 'drizzle-orm';
import type { BlockPlan } from './catalogue-models';
import { seatStockByOwner } from './stock';

/** A sale context whose seats are probed: an event (one event id) or a pack (its events). */
export interface PresenceOwner {
  id: string;
  /** Its events; the first one is probed first, so put the one with the fewest free seats there. */
  eventIds: readonly string[];
  /** The blocks to look at (open-seating blocks are skipped: their counters are read as they are). */
  blocks: readonly BlockPlan[];
}

/**
 * Free seats per owner, block and category as `seatStockByOwner` shapes them, each count capped at
 * 1: a (block, category) is there when at least one of its seats is free in every event of the
 * owner. That is all "sold out" and "from (price)" need, and it is exact, yet each (block,
 * category) costs a few index probes that stop at the first free seat instead of counting every
 * seat of every event (about 30,000 per event on a football stadium).
 */
export async function loadSeatPresence(
  db: Database,
  tenantId: string,
  owners: readonly PresenceOwner[],
): Promise<Map<string, Map<string, Map<string, number>>>> {
  const probes = owners.flatMap((owner) => {
    const [pivot] = owner.eventIds;
    if (pivot === undefined) return [];
    return owner.blocks
      .filter((block) => !block.isOpenSeating)
      .flatMap((block) =>
        [...block.seatsByCategory.keys()].map((categoryId) => ({
          ownerId: owner.id,
          pivot,
          blockId: block.id,
          categoryId,
          mixed: block.seatsByCategory.size > 1,
          others: owner.eventIds.length - 1,
        })),
      );
  });
  if (probes.length === 0) return new Map();
  const others = owners.flatMap((owner) =>
    owner.eventIds.slice(1).map((eventId) => ({ ownerId: owner.id, eventId })),
  );
  // One event and one category: whether the block has a free seat at all, an index-only probe.
  const simple = probes.filter((p) => !p.mixed && p.others === 0);
  const seatwise = probes.filter((p) => p.mixed || p.others > 0);
  const column = <K extends keyof (typeof probes)[number]>(list: typeof probes, key: K) =>
    sql.param(list.map((p) => p[key]));
  // LATERAL … LIMIT 1 keeps each probe a nested loop over indexes that stops at its first hit;
  // as a plain EXISTS the planner's generic plan may hash every free seat of the club instead.
  // Seat by seat (the free seats of the block in the first event), a seat counts when it is of the
  // probed category and free in every other event of the owner (scalar subqueries, never hashed),
  // a missing row there being not free.
  const result = await db.execute<{
    ownerId: string;
    blockId: string;
    categoryId: string;
    available: number;
  }>(
    sql`
      select q.owner_id as "ownerId", q.block_id as "blockId", q.category_id as "categoryId", 1 as available
      from unnest(
        ${column(simple, 'ownerId')}::text[], ${column(simple, 'pivot')}::text[],
        ${column(simple, 'blockId')}::text[], ${column(simple, 'categoryId')}::text[]
      ) as q(owner_id, pivot_id, block_id, category_id)
      cross join lateral (
        select 1
        from event_seats p
        where p.tenant_id = ${tenantId} and p.event_id = q.pivot_id and p.block_id = q.block_id
          and p.status = 'available'
        limit 1
      ) as hit
      union all
      select q.owner_id, q.block_id, q.category_id, 1
      from unnest(
        ${column(seatwise, 'ownerId')}::text[], ${column(seatwise, 'pivot')}::text[],
        ${column(seatwise, 'blockId')}::text[], ${column(seatwise, 'categoryId')}::text[],
        ${column(seatwise, 'mixed')}::boolean[], ${column(seatwise, 'others')}::int[]
      ) as q(owner_id, pivot_id, block_id, category_id, mixed, others)
      cross join lateral (
        select 1
        from event_seats p
        where p.tenant_id = ${tenantId} and p.event_id = q.pivot_id and p.block_id = q.block_id
          and p.status = 'available'
          and (
            not q.mixed
            or q.category_id = (select s.category_id from seats s where s.tenant_id = ${tenantId} and s.id = p.seat_id)
          )
          and (
            q.others = 0
            or q.others = (
              select count(*)
              from unnest(
                ${sql.param(others.map((o) => o.ownerId))}::text[], ${sql.param(others.map((o) => o.eventId))}::text[]
              ) as o(owner_id, event_id)
              join event_seats x on x.tenant_id = ${tenantId} and x.event_id = o.event_id and x.status = 'available'
              where o.owner_id = q.owner_id and x.seat_id = p.seat_id
            )
          )
        limit 1
      ) as hit
    `,
  );
  return seatStockByOwner(result.rows);
}

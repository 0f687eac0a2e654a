import type { Database } from '@stadio/db';
import { sql } from 'drizzle-orm';
import { loadOpenSeatingStock, type OpenSeatingCounter } from './load-open-seating-stock';
import { loadSeatPresence, type PresenceOwner } from './load-seat-presence';
import { NO_STOCK, seatStockByOwner, singleCategoryBlocks, type Stock, type StockScope } from './stock';

/**
 * What can be sold as a pack: a seat only when it is free in every event of the pack, a standing
 * place only as far as the fullest event allows (a block without a counter in one event sells nothing).
 * `eventIdsByPack` lists each pack's events soonest first (the soonest has usually sold the most).
 */
export async function loadPackStock(
  db: Database,
  tenantId: string,
  eventIdsByPack: ReadonlyMap<string, readonly string[]>,
  scope: StockScope,
): Promise<Map<string, Stock>> {
  const packIds = [...eventIdsByPack.keys()].filter((id) => (eventIdsByPack.get(id)?.length ?? 0) > 0);
  if (packIds.length === 0 || (scope.restrict && scope.blocks.length === 0)) return new Map();
  const [seatRows, counters] = await Promise.all([
    loadSeatsFreeInEveryEvent(db, tenantId, packIds, eventIdsByPack, scope),
    loadOpenSeatingStock(db, tenantId, eventIdsOf(packIds, eventIdsByPack)),
  ]);
  return withPlaces(packIds, eventIdsByPack, seatStockByOwner(seatRows), counters);
}

/** The stock of packs with every seat count capped at 1 (see loadSeatPresence): what the headline figures need. */
export async function loadPackPresence(
  db: Database,
  tenantId: string,
  packs: readonly PresenceOwner[],
): Promise<Map<string, Stock>> {
  const withEvents = packs.filter((pack) => pack.eventIds.length > 0);
  const eventIdsByPack = new Map(withEvents.map((pack) => [pack.id, pack.eventIds]));
  const packIds = [...eventIdsByPack.keys()];
  if (packIds.length === 0) return new Map();
  const [seatStock, counters] = await Promise.all([
    loadSeatPresence(db, tenantId, withEvents),
    loadOpenSeatingStock(db, tenantId, eventIdsOf(packIds, eventIdsByPack)),
  ]);
  return withPlaces(packIds, eventIdsByPack, seatStock, counters);
}

function eventIdsOf(packIds: readonly string[], eventIdsByPack: ReadonlyMap<string, readonly string[]>) {
  return [...new Set(packIds.flatMap((id) => eventIdsByPack.get(id) ?? []))];
}

function withPlaces(
  packIds: readonly string[],
  eventIdsByPack: ReadonlyMap<string, readonly string[]>,
  seatStock: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, number>>>,
  counters: readonly OpenSeatingCounter[],
): Map<string, Stock> {
  return new Map(
    packIds.map((packId) => [
      packId,
      {
        seats: seatStock.get(packId) ?? NO_STOCK.seats,
        places: placesInEveryEvent(eventIdsByPack.get(packId) ?? [], counters),
      },
    ]),
  );
}

/**
 * Free seats per pack, block and category: the seats free in the pack's first event that no other
 * event of the pack has sold or holds. That reads the free seats of one event and the taken seats
 * of the others (index event_seats_taken), not every free seat of every event grouped by seat.
 * It relies on the stock invariant (ADR 0005): an event with stock has a row for every seat of its
 * arena. A pack with an event without stock in these blocks (not stocked yet, or another arena)
 * sells no seat, as counting per seat would say.
 */
async function loadSeatsFreeInEveryEvent(
  db: Database,
  tenantId: string,
  packIds: readonly string[],
  eventIdsByPack: ReadonlyMap<string, readonly string[]>,
  scope: StockScope,
) {
  const packEvents = packIds.flatMap((packId) =>
    (eventIdsByPack.get(packId) ?? []).map((eventId, index) => ({ packId, eventId, isPivot: index === 0 })),
  );
  const blockIds = scope.blocks.map((block) => block.id);
  const mixed = scope.blocks.filter((block) => block.seatsByCategory.size > 1).map((block) => block.id);
  const onlyCategory = singleCategoryBlocks(scope.blocks);
  const packEventsArray = sql`unnest(
    ${sql.param(packEvents.map((e) => e.packId))}::text[],
    ${sql.param(packEvents.map((e) => e.eventId))}::text[],
    ${sql.param(packEvents.map((e) => e.isPivot))}::boolean[]
  )`;
  const blocksArray = sql`${sql.param(blockIds)}::text[]`;
  const inScope = scope.restrict ? sql`and p.block_id = any(${blocksArray})` : sql``;
  // The planner's generic plans (see createDb) cannot tell how many rows each array brings, so
  // the shape is spelled out: per pack (LATERAL … OFFSET 0, a nested loop) the free seats of its
  // first event on event_seats_block, minus (a hash anti-join) the taken seats of its other events
  // on event_seats_taken. Outer references sit in WHERE clauses so NOT EXISTS becomes a join.
  const result = await db.execute<{
    ownerId: string;
    blockId: string;
    categoryId: string | null;
    available: number;
  }>(sql`
    select pe.pack_id as "ownerId", f.block_id as "blockId",
           -- Only blocks mixing categories need each seat's own; the others have one category.
           case when f.block_id = any(${sql.param(mixed)}::text[]) then
             (select s.category_id from seats s where s.tenant_id = ${tenantId} and s.id = f.seat_id)
           end as "categoryId",
           count(*)::int as available
    from ${packEventsArray} as pe(pack_id, event_id, is_pivot)
    cross join lateral (
      select p.block_id, p.seat_id
      from event_seats p
      where p.tenant_id = ${tenantId} and p.event_id = pe.event_id and p.status = 'available' ${inScope}
        and not exists (
          select 1
          from ${packEventsArray} as o(pack_id, event_id, is_pivot)
          join event_seats x on x.tenant_id = ${tenantId} and x.event_id = o.event_id and x.status <> 'available'
          where not o.is_pivot and o.pack_id = pe.pack_id and x.seat_id = p.seat_id
        )
      offset 0
    ) as f
    where pe.is_pivot
      and not exists (
        select 1
        from ${packEventsArray} as u(pack_id, event_id, is_pivot)
        left join lateral (
          select 1 as found
          from event_seats y
          where y.tenant_id = ${tenantId} and y.event_id = u.event_id and y.block_id = any(${blocksArray})
          limit 1
        ) as stock on true
        where u.pack_id = pe.pack_id and stock.found is null
      )
    group by 1, 2, 3
  `);
  return result.rows.flatMap((row) => {
    const categoryId = row.categoryId ?? onlyCategory.get(row.blockId);
    return categoryId === undefined ? [] : [{ ...row, categoryId }];
  });
}

function placesInEveryEvent(
  eventIds: readonly string[],
  counters: readonly OpenSeatingCounter[],
): Map<string, { capacity: number; available: number }> {
  const places = new Map<string, { capacity: number; available: number }>();
  const blockIds = new Set(counters.filter((c) => eventIds.includes(c.eventId)).map((c) => c.blockId));
  for (const blockId of blockIds) {
    const perEvent = eventIds.map((eventId) =>
      counters.find((c) => c.eventId === eventId && c.blockId === blockId),
    );
    places.set(blockId, {
      capacity: Math.min(...perEvent.map((c) => c?.capacity ?? 0)),
      available: Math.min(...perEvent.map((c) => (c ? c.capacity - c.taken : 0))),
    });
  }
  return places;
}

import type { Database } from '@stadio/db';
import { sql } from 'drizzle-orm';
import { loadOpenSeatingStock, type OpenSeatingCounter } from './load-open-seating-stock';
import { NO_STOCK, seatStockByOwner, type Stock, type StockScope } from './stock';

/**
 * What can be sold as a pack: a seat only when it is free in every event of the pack, a standing
 * place only as far as the fullest event allows (a block without a counter in one event sells nothing).
 */
export async function loadPackStock(
  db: Database,
  tenantId: string,
  eventIdsByPack: ReadonlyMap<string, readonly string[]>,
  scope: StockScope,
): Promise<Map<string, Stock>> {
  const packIds = [...eventIdsByPack.keys()].filter((id) => (eventIdsByPack.get(id)?.length ?? 0) > 0);
  if (packIds.length === 0 || (scope.restrict && scope.blocks.length === 0)) return new Map();
  const eventIds = [...new Set(packIds.flatMap((id) => eventIdsByPack.get(id) ?? []))];
  const [seatRows, counters] = await Promise.all([
    loadSeatsFreeInEveryEvent(db, tenantId, packIds, scope),
    loadOpenSeatingStock(db, tenantId, eventIds),
  ]);
  const seatStock = seatStockByOwner(seatRows);
  return new Map(
    packIds.map((packId) => {
      const packEventIds = eventIdsByPack.get(packId) ?? [];
      return [
        packId,
        {
          seats: seatStock.get(packId) ?? NO_STOCK.seats,
          places: placesInEveryEvent(packEventIds, counters),
        },
      ];
    }),
  );
}

async function loadSeatsFreeInEveryEvent(
  db: Database,
  tenantId: string,
  packIds: readonly string[],
  scope: StockScope,
) {
  const blockIds = scope.blocks.map((block) => block.id);
  const inScope = scope.restrict ? sql`and es.block_id in ${blockIds}` : sql``;
  const result = await db.execute<{
    ownerId: string;
    blockId: string;
    categoryId: string;
    available: number;
  }>(sql`
    with pack_events as (
      select pack_id, event_id, count(*) over (partition by pack_id) as event_count
      from campaign_pack_events
      where tenant_id = ${tenantId} and pack_id in ${packIds}
    ),
    free_everywhere as (
      select pe.pack_id, es.block_id, es.seat_id
      from pack_events pe
      join event_seats es
        on es.tenant_id = ${tenantId} and es.event_id = pe.event_id and es.status = 'available' ${inScope}
      group by pe.pack_id, es.block_id, es.seat_id, pe.event_count
      having count(*) = pe.event_count
    )
    select f.pack_id as "ownerId", f.block_id as "blockId", s.category_id as "categoryId",
           count(*)::int as available
    from free_everywhere f
    join seats s on s.tenant_id = ${tenantId} and s.id = f.seat_id
    group by f.pack_id, f.block_id, s.category_id
  `);
  return result.rows;
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

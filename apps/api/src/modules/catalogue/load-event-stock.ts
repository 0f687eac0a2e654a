import { eventSeats, seats, type Database } from '@stadio/db';
import { and, count, eq, inArray } from 'drizzle-orm';
import { groupBy } from './group-by';
import { loadOpenSeatingStock, type OpenSeatingCounter } from './load-open-seating-stock';
import { loadSeatPresence, type PresenceOwner } from './load-seat-presence';
import { seatStockByOwner, singleCategoryBlocks, type Stock, type StockScope } from './stock';

/**
 * Free seats and places of events: at most three queries for any number of events. Blocks of one
 * category (the usual case) are counted per block on the index event_seats_block alone; only blocks
 * mixing categories are joined to their seats to split the count.
 */
export async function loadEventStock(
  db: Database,
  tenantId: string,
  eventIds: readonly string[],
  scope: StockScope,
): Promise<Map<string, Stock>> {
  const singleCategory = singleCategoryBlocks(scope.blocks);
  const mixed = scope.blocks.filter((block) => block.seatsByCategory.size > 1).map((block) => block.id);
  const inScope = scope.restrict
    ? inArray(
        eventSeats.blockId,
        scope.blocks.map((block) => block.id),
      )
    : undefined;
  const available = and(
    eq(eventSeats.tenantId, tenantId),
    inArray(eventSeats.eventId, eventIds),
    eq(eventSeats.status, 'available'),
  );
  const [perBlock, perCategory, counters] = await Promise.all([
    db
      .select({ ownerId: eventSeats.eventId, blockId: eventSeats.blockId, available: count() })
      .from(eventSeats)
      .where(and(available, inScope))
      .groupBy(eventSeats.eventId, eventSeats.blockId),
    mixed.length === 0
      ? []
      : db
          .select({
            ownerId: eventSeats.eventId,
            blockId: eventSeats.blockId,
            categoryId: seats.categoryId,
            available: count(),
          })
          .from(eventSeats)
          .innerJoin(seats, and(eq(seats.tenantId, eventSeats.tenantId), eq(seats.id, eventSeats.seatId)))
          .where(and(available, inArray(eventSeats.blockId, mixed)))
          .groupBy(eventSeats.eventId, eventSeats.blockId, seats.categoryId),
    loadOpenSeatingStock(db, tenantId, eventIds),
  ]);
  const seatStock = seatStockByOwner([
    ...perBlock.flatMap((row) => {
      const categoryId = singleCategory.get(row.blockId);
      return categoryId === undefined ? [] : [{ ...row, categoryId }];
    }),
    ...perCategory,
  ]);
  return withPlaces(eventIds, seatStock, counters);
}

/**
 * The stock of events with every seat count capped at 1 (see loadSeatPresence): what the headline
 * figures need. Standing counters are read as they are (one row per block).
 */
export async function loadEventPresence(
  db: Database,
  tenantId: string,
  events: readonly PresenceOwner[],
): Promise<Map<string, Stock>> {
  const eventIds = events.map((event) => event.id);
  const [seatStock, counters] = await Promise.all([
    loadSeatPresence(db, tenantId, events),
    loadOpenSeatingStock(db, tenantId, eventIds),
  ]);
  return withPlaces(eventIds, seatStock, counters);
}

function withPlaces(
  eventIds: readonly string[],
  seatStock: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, number>>>,
  counters: readonly OpenSeatingCounter[],
): Map<string, Stock> {
  const countersByEvent = groupBy(counters, (counter) => counter.eventId);
  return new Map(
    eventIds.map((eventId) => [
      eventId,
      {
        seats: seatStock.get(eventId) ?? new Map(),
        places: new Map(
          (countersByEvent.get(eventId) ?? []).map((counter) => [
            counter.blockId,
            { capacity: counter.capacity, available: counter.capacity - counter.taken },
          ]),
        ),
      },
    ]),
  );
}

import { openSeatingStock, type Database } from '@stadio/db';
import { and, eq, inArray } from 'drizzle-orm';

/** The counter of one open-seating block for one event. */
export interface OpenSeatingCounter {
  eventId: string;
  blockId: string;
  capacity: number;
  taken: number;
}

/** Open-seating counters of events. */
export async function loadOpenSeatingStock(
  db: Database,
  tenantId: string,
  eventIds: readonly string[],
): Promise<OpenSeatingCounter[]> {
  return await db
    .select({
      eventId: openSeatingStock.eventId,
      blockId: openSeatingStock.blockId,
      capacity: openSeatingStock.capacity,
      taken: openSeatingStock.taken,
    })
    .from(openSeatingStock)
    .where(and(eq(openSeatingStock.tenantId, tenantId), inArray(openSeatingStock.eventId, eventIds)));
}

import type { DbExecutor } from '@stadio/db';
import { sql } from 'drizzle-orm';

/*
 * Seats and standing places by block and category, summed in SQL from the stock tables
 * (docs/product.md#sales-dashboard): the same reading as the season list (season-stock.ts) — a hold
 * past its time is free (the sweeper releases it), a standing counter's taken places are sold.
 * One row per block and seat category, so capacity = sold + held + free + closed holds by
 * construction, for a match and for the season (every match's stock added up).
 */

export interface StockRow {
  capacity: number;
  sold: number;
  held: number;
  free: number;
  closed: number;
}

export const NO_STOCK: StockRow = { capacity: 0, sold: 0, held: 0, free: 0, closed: 0 };

export interface StockPart extends StockRow {
  blockId: string;
  categoryId: string;
}

export async function loadStock(
  db: DbExecutor,
  tenantId: string,
  now: Date,
  eventId: string | null,
): Promise<StockPart[]> {
  const at = now.toISOString();
  const ofEvent = (alias: string) => (eventId ? sql`and ${sql.raw(alias)}.event_id = ${eventId}` : sql``);
  const { rows } = await db.execute<Record<keyof StockPart, string>>(sql`
    select es.block_id as "blockId", s.category_id as "categoryId", count(*) as capacity,
      count(*) filter (where es.status = 'confirmed') as sold,
      count(*) filter (where es.status = 'onhold' and (es.held_until is null or es.held_until > ${at}::timestamptz)) as held,
      count(*) filter (where es.status = 'available' or (es.status = 'onhold' and es.held_until <= ${at}::timestamptz)) as free,
      count(*) filter (where es.status = 'closed') as closed
    from event_seats es join seats s on s.tenant_id = es.tenant_id and s.id = es.seat_id
    where es.tenant_id = ${tenantId} ${ofEvent('es')}
    group by es.block_id, s.category_id
    union all
    select os.block_id, b.category_id, sum(os.capacity), sum(os.taken), 0, sum(os.capacity - os.taken), 0
    from open_seating_stock os join blocks b on b.tenant_id = os.tenant_id and b.id = os.block_id
    where os.tenant_id = ${tenantId} ${ofEvent('os')}
    group by os.block_id, b.category_id`);
  return rows.map((row) => ({
    blockId: row.blockId,
    categoryId: row.categoryId,
    capacity: Number(row.capacity),
    sold: Number(row.sold),
    held: Number(row.held),
    free: Number(row.free),
    closed: Number(row.closed),
  }));
}

/** Adds `part` into `into` (the sums of several blocks or categories). */
export function addStock(into: StockRow, part: StockRow): StockRow {
  into.capacity += part.capacity;
  into.sold += part.sold;
  into.held += part.held;
  into.free += part.free;
  into.closed += part.closed;
  return into;
}

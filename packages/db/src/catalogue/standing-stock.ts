import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import type { CompleteCatalogue } from './complete-catalogue';

/** One `open_seating_stock` row: the places of a standing block in one match. */
export interface StandingStock {
  eventId: string;
  blockId: string;
  capacity: number;
  taken: number;
}

/** The club's standing stock (a few rows per match), read with the plan. */
export async function readStandingStock(db: DbExecutor, tenantId: string): Promise<StandingStock[]> {
  const { rows } = await db.execute<{
    event_id: string;
    block_id: string;
    capacity: number;
    taken: number;
  }>(sql`
    select event_id, block_id, capacity, taken from open_seating_stock
    where tenant_id = ${tenantId} order by event_id, block_id`);
  return rows.map((r) => ({
    eventId: r.event_id,
    blockId: r.block_id,
    capacity: r.capacity,
    taken: r.taken,
  }));
}

/** What the standing stock must become: rows to add, to re-size and to delete. */
export interface StandingChanges {
  add: Omit<StandingStock, 'taken'>[];
  resize: Omit<StandingStock, 'taken'>[];
  remove: StandingStock[];
}

const pair = (eventId: string, blockId: string) => `${eventId}\u001f${blockId}`;

/**
 * One row per (match, standing block of the match's venue) of the catalogue, at the block's
 * capacity; rows of blocks that are gone or no longer standing, or of matches that are gone, go.
 * A re-size keeps `taken` (refusals.ts refuses a capacity below it).
 */
export function standingChanges(
  desired: CompleteCatalogue,
  existing: readonly StandingStock[],
): StandingChanges {
  const wanted = new Map<string, Omit<StandingStock, 'taken'>>();
  for (const event of desired.events)
    for (const block of desired.blocks)
      if (block.isOpenSeating && block.arenaId === event.arenaId) {
        const row = {
          eventId: String(event.id),
          blockId: String(block.id),
          capacity: Number(block.capacity),
        };
        wanted.set(pair(row.eventId, row.blockId), row);
      }
  const changes: StandingChanges = { add: [], resize: [], remove: [] };
  const kept = new Set<string>();
  for (const row of existing) {
    const key = pair(row.eventId, row.blockId);
    const want = wanted.get(key);
    if (!want) changes.remove.push(row);
    else {
      kept.add(key);
      if (want.capacity !== row.capacity) changes.resize.push(want);
    }
  }
  for (const [key, row] of wanted) if (!kept.has(key)) changes.add.push(row);
  return changes;
}

const arrays = (rows: readonly Omit<StandingStock, 'taken'>[]) =>
  sql`unnest(${sql.param(rows.map((r) => r.eventId))}::text[], ${sql.param(rows.map((r) => r.blockId))}::text[],
    ${sql.param(rows.map((r) => r.capacity))}::int[]) as u(event_id, block_id, capacity)`;

/**
 * Deletes the rows of `changes.remove` that nothing is taken from. Guarded (`taken = 0`), so a
 * place taken since the plan's read keeps its row; returns the rows deleted, which the caller
 * compares with what it asked for.
 */
export async function removeStanding(db: DbExecutor, tenantId: string, rows: readonly StandingStock[]) {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    delete from open_seating_stock o using ${arrays(rows)}
    where o.tenant_id = ${tenantId} and o.event_id = u.event_id and o.block_id = u.block_id and o.taken = 0`);
  return result.rowCount ?? 0;
}

/** Re-sizes rows, guarded like a hold (`taken <= capacity`); returns the rows re-sized. */
export async function resizeStanding(db: DbExecutor, tenantId: string, rows: StandingChanges['resize']) {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    update open_seating_stock o set capacity = u.capacity from ${arrays(rows)}
    where o.tenant_id = ${tenantId} and o.event_id = u.event_id and o.block_id = u.block_id and o.taken <= u.capacity`);
  return result.rowCount ?? 0;
}

export async function addStanding(db: DbExecutor, tenantId: string, rows: StandingChanges['add']) {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`
    insert into open_seating_stock (tenant_id, event_id, block_id, capacity)
    select ${tenantId}, u.event_id, u.block_id, u.capacity from ${arrays(rows)}`);
  return result.rowCount ?? 0;
}

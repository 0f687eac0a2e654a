import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import type { TableChanges } from './catalogue-plan';
import type { CatalogueTable } from './catalogue-rows';
import type { CompleteCatalogue } from './complete-catalogue';
import type { FullRow } from './row-values';

/*
 * Seat stock: one `event_seats` row per (match, seat of the match's venue), created available and
 * from then on the sales' (ADR 0008). An apply only ever adds missing rows and deletes available
 * rows of seats or matches that go; it never rewrites a row a sale changed.
 */

/** Which seat stock the plan's changes touch. */
export interface SeatStockWork {
  /** Matches that go or change venue: every available row of theirs goes. */
  clearEvents: string[];
  /** Seats that go or change venue: their available rows go, in every match. */
  clearSeats: string[];
  /** Every match the database has (the seats' rows are looked up by key in each). */
  currentEvents: string[];
  /** Seats moving to another block of the same venue: their rows follow (`block_id` is copied there). */
  moveSeats: { seatId: string; blockId: string }[];
  /** Matches that are new or change venue: a row for every seat of their venue. */
  freshEvents: string[];
  /** Seats that are new or change venue: a row in every other match of their venue. */
  newSeats: string[];
}

const ids = (rows: readonly FullRow[]) => rows.map((r) => String(r.id));

export function seatStockWork(
  changes: Record<CatalogueTable, TableChanges<FullRow>>,
  current: CompleteCatalogue,
  desired: CompleteCatalogue,
): SeatStockWork {
  const arenaBefore = new Map(current.blocks.map((b) => [String(b.id), b.arenaId]));
  const arenaAfter = new Map(desired.blocks.map((b) => [String(b.id), b.arenaId]));
  const venueChanged = changes.events.changed.filter((c) => c.fields.some((f) => f.field === 'arenaId'));
  const work: SeatStockWork = {
    clearEvents: [...ids(changes.events.removed), ...venueChanged.map((c) => String(c.before.id))],
    clearSeats: ids(changes.seats.removed),
    currentEvents: ids(current.events),
    moveSeats: [],
    freshEvents: [...ids(changes.events.added), ...venueChanged.map((c) => String(c.after.id))],
    newSeats: ids(changes.seats.added),
  };
  const blockMoved = changes.blocks.changed.some((c) => c.fields.some((f) => f.field === 'arenaId'));
  const seatMoved = changes.seats.changed.filter((c) => c.fields.some((f) => f.field === 'blockId'));
  // A seat changes venue when it moves to a block of another one, or its block does.
  const candidates = blockMoved
    ? (() => {
        const before = new Map(current.seats.map((s) => [String(s.id), s]));
        return desired.seats.flatMap((after) => {
          const seat = before.get(String(after.id));
          return seat ? [{ before: seat, after }] : [];
        });
      })()
    : seatMoved;
  for (const { before, after } of candidates) {
    const id = String(after.id);
    if (arenaBefore.get(String(before.blockId)) !== arenaAfter.get(String(after.blockId))) {
      work.clearSeats.push(id);
      work.newSeats.push(id);
    } else if (before.blockId !== after.blockId)
      work.moveSeats.push({ seatId: id, blockId: String(after.blockId) });
  }
  return work;
}

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * Deletes the available rows of `work.clearEvents` and `work.clearSeats`. A row sold or held keeps
 * its row lock and its status, so it stays (`status = 'available'` is checked again on the row a
 * concurrent hold just changed); the caller re-checks the refusals afterwards and gives up if any
 * row stayed. Returns the rows deleted.
 */
export async function clearSeatStock(db: DbExecutor, tenantId: string, work: SeatStockWork): Promise<number> {
  let deleted = 0;
  if (work.clearEvents.length > 0)
    deleted +=
      (
        await db.execute(sql`
      delete from event_seats where tenant_id = ${tenantId} and status = 'available'
        and event_id = any(${textArray(work.clearEvents)})`)
      ).rowCount ?? 0;
  if (work.clearSeats.length > 0 && work.currentEvents.length > 0)
    deleted +=
      (
        await db.execute(sql`
      delete from event_seats where tenant_id = ${tenantId} and status = 'available'
        and event_id = any(${textArray(work.currentEvents)}) and seat_id = any(${textArray(work.clearSeats)})`)
      ).rowCount ?? 0;
  return deleted;
}

/** Gives the available rows of seats moving block their new block (sold ones are refused). */
export async function moveSeatStock(db: DbExecutor, tenantId: string, work: SeatStockWork): Promise<void> {
  if (work.moveSeats.length === 0) return;
  await db.execute(sql`
    update event_seats es set block_id = u.block_id
    from unnest(${textArray(work.moveSeats.map((m) => m.seatId))}, ${textArray(work.moveSeats.map((m) => m.blockId))})
      as u(seat_id, block_id)
    where es.tenant_id = ${tenantId} and es.event_id = any(${textArray(work.currentEvents)})
      and es.seat_id = u.seat_id and es.status = 'available'`);
}

/**
 * Adds the rows of new matches (every seat of their venue) and of new seats (every other match of
 * their venue), from the catalogue rows just written. Neither can have rows yet (their keys did
 * not exist, or their rows were just cleared), so no lookup per row. Returns the rows added.
 */
export async function addSeatStock(
  db: DbExecutor,
  tenantId: string,
  work: SeatStockWork,
  desiredEvents: readonly string[],
): Promise<number> {
  let added = 0;
  if (work.freshEvents.length > 0)
    added +=
      (
        await db.execute(sql`
      insert into event_seats (tenant_id, event_id, seat_id, block_id)
      select ${tenantId}, e.id, s.id, s.block_id
      from events e
      join blocks b on b.tenant_id = e.tenant_id and b.arena_id = e.arena_id
      join seats s on s.tenant_id = b.tenant_id and s.block_id = b.id
      where e.tenant_id = ${tenantId} and e.id = any(${textArray(work.freshEvents)})`)
      ).rowCount ?? 0;
  const fresh = new Set(work.freshEvents);
  const others = desiredEvents.filter((id) => !fresh.has(id));
  if (work.newSeats.length > 0 && others.length > 0)
    added +=
      (
        await db.execute(sql`
      insert into event_seats (tenant_id, event_id, seat_id, block_id)
      select ${tenantId}, e.id, s.id, s.block_id
      from seats s
      join blocks b on b.tenant_id = s.tenant_id and b.id = s.block_id
      join events e on e.tenant_id = b.tenant_id and e.arena_id = b.arena_id
      where s.tenant_id = ${tenantId} and s.id = any(${textArray(work.newSeats)}) and e.id = any(${textArray(others)})`)
      ).rowCount ?? 0;
  return added;
}

/**
 * Matches whose seat stock is short of their venue's seats, wherever rows went missing (stock
 * written by other means, an interrupted import): one grouped count of the club's rows.
 */
export async function shortSeatStock(
  db: DbExecutor,
  tenantId: string,
  desired: CompleteCatalogue,
): Promise<string[]> {
  if (desired.events.length === 0 || desired.seats.length === 0) return [];
  const seatsPerArena = new Map<unknown, number>();
  const arenaOfBlock = new Map(desired.blocks.map((b) => [String(b.id), b.arenaId]));
  for (const seat of desired.seats) {
    const arena = arenaOfBlock.get(String(seat.blockId));
    seatsPerArena.set(arena, (seatsPerArena.get(arena) ?? 0) + 1);
  }
  const { rows } = await db.execute<{ event_id: string; n: number }>(sql`
    select event_id, count(*)::int as n from event_seats where tenant_id = ${tenantId} group by event_id`);
  const have = new Map(rows.map((r) => [r.event_id, r.n]));
  return desired.events
    .filter((e) => (have.get(String(e.id)) ?? 0) < (seatsPerArena.get(e.arenaId) ?? 0))
    .map((e) => String(e.id));
}

/** Adds the missing rows of matches `short` (a lookup per seat: only for stock found short). */
export async function completeSeatStock(
  db: DbExecutor,
  tenantId: string,
  short: readonly string[],
): Promise<number> {
  if (short.length === 0) return 0;
  const result = await db.execute(sql`
    insert into event_seats (tenant_id, event_id, seat_id, block_id)
    select ${tenantId}, e.id, s.id, s.block_id
    from events e
    join blocks b on b.tenant_id = e.tenant_id and b.arena_id = e.arena_id
    join seats s on s.tenant_id = b.tenant_id and s.block_id = b.id
    where e.tenant_id = ${tenantId} and e.id = any(${textArray(short)})
      and not exists (
        select 1 from event_seats es where es.tenant_id = e.tenant_id and es.event_id = e.id and es.seat_id = s.id
      )`);
  return result.rowCount ?? 0;
}

import type { StaffAccountRow } from '@stadio/db';
import { inTransaction, type SqlExecutor } from '../../database/sql-client';
import { executorOn } from '../payments/transaction-executor';
import { writeAudit } from '../staff/staff-audit';
import type { StaffScope } from '../staff/staff-scope';
import { loadSeasonEvent, matchOf } from './season-event';
import { seasonSeatsError } from './season-seats-errors';

export type ClosureReason = 'CAMERAS' | 'SEGREGATION' | 'RESTRICTED_VIEW' | 'OTHER';
type SeatStatus = 'AVAILABLE' | 'HELD' | 'SOLD' | 'CLOSED';

const STATUS: Record<string, SeatStatus> = {
  available: 'AVAILABLE',
  onhold: 'HELD',
  confirmed: 'SOLD',
  closed: 'CLOSED',
};
const reasonOf = (reason: string) => reason.toUpperCase() as ClosureReason;

/**
 * The blocks of the match's venue that are on sale in it (seated: their event_seats; standing:
 * their open_seating_stock counter), in the venue's order, with free, sold or held, and closed
 * counts. A standing block's places are counted, never closed (see closeSeats).
 */
async function blocksOf(db: SqlExecutor, tenantId: string, eventId: string, arenaId: string) {
  const { rows } = await db.query<{
    id: string;
    name: string;
    standName: string;
    isStanding: boolean;
    free: number;
    sold: number;
    closed: number;
  }>(
    `select b.id, b.name, s.name as "standName", o.block_id is not null as "isStanding",
       coalesce(o.capacity - o.taken, count(es.seat_id) filter (where es.status = 'available'))::int as free,
       coalesce(o.taken, count(es.seat_id) filter (where es.status in ('onhold', 'confirmed')))::int as sold,
       (count(es.seat_id) filter (where es.status = 'closed'))::int as closed
     from blocks b
     join stands s on s.tenant_id = b.tenant_id and s.id = b.stand_id
     left join open_seating_stock o on o.tenant_id = b.tenant_id and o.event_id = $2 and o.block_id = b.id
     left join event_seats es on es.tenant_id = b.tenant_id and es.event_id = $2 and es.block_id = b.id
     where b.tenant_id = $1 and b.arena_id = $3
     group by b.id, b.name, b.sort, s.name, s.sort, o.block_id, o.capacity, o.taken
     having o.block_id is not null or count(es.seat_id) > 0
     order by s.sort, s.name, b.sort, b.name`,
    [tenantId, eventId, arenaId],
  );
  return rows;
}

/** The match's closed seats, newest first, with who closed them and why. */
async function closuresOf(db: SqlExecutor, tenantId: string, eventId: string) {
  const { rows } = await db.query<{
    seatId: string;
    blockId: string;
    blockName: string;
    standName: string;
    rowName: string;
    seatNumber: string;
    reason: string;
    note: string | null;
    staffEmail: string | null;
    closedAt: string;
  }>(
    `select c.seat_id as "seatId", c.block_id as "blockId", b.name as "blockName", s.name as "standName",
       st.row_name as "rowName", st.seat_number as "seatNumber", c.reason, c.note, c.staff_email as "staffEmail",
       to_char(c.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "closedAt"
     from seat_closures c
     join seats st on st.tenant_id = c.tenant_id and st.id = c.seat_id
     join blocks b on b.tenant_id = c.tenant_id and b.id = c.block_id
     join stands s on s.tenant_id = b.tenant_id and s.id = b.stand_id
     where c.tenant_id = $1 and c.event_id = $2
     order by c.closed_at desc, s.sort, b.sort, st.row, st."column"`,
    [tenantId, eventId],
  );
  return rows.map((row) => ({ ...row, reason: reasonOf(row.reason) }));
}

/** The seats page's data: the match, its blocks with their counts, its closed seats. */
export async function seatsOverview(db: SqlExecutor, tenantId: string, eventId: string) {
  const event = await loadSeasonEvent(db, tenantId, eventId);
  return {
    event: matchOf(event),
    blocks: await blocksOf(db, tenantId, eventId, event.arenaId),
    closures: await closuresOf(db, tenantId, eventId),
  };
}

/** One block's seats in the match, in plan order, each with its status (and why, when closed). */
export async function blockSeats(db: SqlExecutor, tenantId: string, eventId: string, blockId: string) {
  await loadSeasonEvent(db, tenantId, eventId);
  const { rows } = await db.query<{
    id: string;
    rowName: string;
    seatNumber: string;
    status: string;
    reason: string | null;
  }>(
    `select es.seat_id as id, st.row_name as "rowName", st.seat_number as "seatNumber", es.status, c.reason
     from event_seats es
     join seats st on st.tenant_id = es.tenant_id and st.id = es.seat_id
     left join seat_closures c on c.tenant_id = es.tenant_id and c.event_id = es.event_id and c.seat_id = es.seat_id
     where es.tenant_id = $1 and es.event_id = $2 and es.block_id = $3
     order by st.row, st."column", st.id`,
    [tenantId, eventId, blockId],
  );
  if (rows.length === 0) await requireSeatedBlock(db, tenantId, eventId, blockId);
  return rows.map((row) => ({
    id: row.id,
    rowName: row.rowName,
    seatNumber: row.seatNumber,
    status: STATUS[row.status] ?? 'SOLD',
    reason: row.reason ? reasonOf(row.reason) : null,
  }));
}

/** A block with no seat rows in the match: standing (refused: SEASON_SEATS_STANDING_BLOCK) or not on sale. */
async function requireSeatedBlock(db: SqlExecutor, tenantId: string, eventId: string, blockId: string) {
  const { rows } = await db.query<{ standing: boolean }>(
    `select exists (select from open_seating_stock where tenant_id = $1 and event_id = $2 and block_id = $3) as standing`,
    [tenantId, eventId, blockId],
  );
  if (rows[0]?.standing)
    throw seasonSeatsError(
      'SEASON_SEATS_STANDING_BLOCK',
      'A standing block has places, not seats: it cannot be closed seat by seat here; lower its capacity in the club file',
    );
  throw seasonSeatsError('SEASON_SEATS_BLOCK_NOT_FOUND', 'No such block in this match');
}

export interface CloseSeatsInput {
  eventId: string;
  blockId: string;
  seatIds?: string[] | null | undefined;
  reason: ClosureReason;
  note?: string | null | undefined;
}

/**
 * Closes the available seats among `seatIds` (the whole block when none) of one block of a match:
 * they become `closed`, so no hold takes them (holds take `available` seats only) and every count of
 * free seats leaves them out; a seat_closures row says why, who and when. Sold, held and already
 * closed seats are left as they are and counted. The seats are locked in the order holds lock them
 * (event, seat) so a hold and a closing never wait on each other in a circle. Audited with each
 * changed seat's status before and after, in the same transaction.
 */
export async function closeSeats(scope: StaffScope, staff: StaffAccountRow, input: CloseSeatsInput) {
  const tenantId = scope.tenant.slug;
  return inTransaction(scope.db, async (client) => {
    const event = await loadSeasonEvent(client, tenantId, input.eventId);
    if (event.isCancelled)
      throw seasonSeatsError(
        'SEASON_SEATS_EVENT_CANCELLED',
        'This match is cancelled; its seats no longer change',
      );
    const seatIds = input.seatIds ? [...new Set(input.seatIds)] : null;
    const { rows: locked } = await client.query<{ seatId: string; status: string }>(
      `select seat_id as "seatId", status from event_seats
       where tenant_id = $1 and event_id = $2 and block_id = $3 and ($4::text[] is null or seat_id = any($4))
       order by event_id, seat_id for update`,
      [tenantId, input.eventId, input.blockId, seatIds],
    );
    if (locked.length === 0) await requireSeatedBlock(client, tenantId, input.eventId, input.blockId);
    if (seatIds && locked.length !== seatIds.length) {
      const known = new Set(locked.map((seat) => seat.seatId));
      throw seasonSeatsError(
        'SEASON_SEATS_BLOCK_NOT_FOUND',
        'Some seats are not in this block of the match',
        {
          unknownSeatIds: seatIds.filter((id) => !known.has(id)),
        },
      );
    }
    const available = locked.filter((seat) => seat.status === 'available').map((seat) => seat.seatId);
    const count = (status: string) => locked.filter((seat) => seat.status === status).length;
    const result = {
      closed: available.length,
      skippedSold: count('confirmed'),
      skippedHeld: count('onhold'),
      skippedClosed: count('closed'),
    };
    if (available.length > 0) {
      await client.query(
        `update event_seats set status = 'closed', order_id = null, held_until = null
         where tenant_id = $1 and event_id = $2 and seat_id = any($3) and status = 'available'`,
        [tenantId, input.eventId, available],
      );
      await client.query(
        `insert into seat_closures (tenant_id, event_id, seat_id, block_id, reason, note, staff_id, staff_email, closed_at)
         select $1::text, $2::text, unnest($3::text[]), $4::text, $5::text, $6::text, $7::uuid, $8::text, $9::timestamptz`,
        [
          tenantId,
          input.eventId,
          available,
          input.blockId,
          input.reason.toLowerCase(),
          input.note || null,
          staff.id,
          staff.email,
          scope.now,
        ],
      );
    }
    await writeAudit(executorOn(client), {
      tenantId,
      staff: { id: staff.id, email: staff.email },
      action: 'seats.close',
      targetType: 'event',
      targetId: input.eventId,
      before: { blockId: input.blockId, seats: available.map((seatId) => ({ seatId, status: 'available' })) },
      after: {
        blockId: input.blockId,
        seats: available.map((seatId) => ({ seatId, status: 'closed' })),
        reason: input.reason,
        note: input.note || null,
        ...result,
      },
      now: scope.now,
    });
    return result;
  });
}

/**
 * Reopens closed seats of a match: `available` again and their closure rows gone (the audit row keeps
 * who closed them and why). Seats not closed are left alone and not counted.
 */
export async function reopenSeats(
  scope: StaffScope,
  staff: StaffAccountRow,
  input: { eventId: string; seatIds: string[] },
) {
  const tenantId = scope.tenant.slug;
  return inTransaction(scope.db, async (client) => {
    const event = await loadSeasonEvent(client, tenantId, input.eventId);
    if (event.isCancelled)
      throw seasonSeatsError(
        'SEASON_SEATS_EVENT_CANCELLED',
        'This match is cancelled; its seats no longer change',
      );
    const { rows: closures } = await client.query<{ seatId: string; reason: string; note: string | null }>(
      `select c.seat_id as "seatId", c.reason, c.note from seat_closures c
       join event_seats es on es.tenant_id = c.tenant_id and es.event_id = c.event_id and es.seat_id = c.seat_id
       where c.tenant_id = $1 and c.event_id = $2 and c.seat_id = any($3)
       order by es.event_id, es.seat_id for update of es`,
      [tenantId, input.eventId, [...new Set(input.seatIds)]],
    );
    const seatIds = closures.map((closure) => closure.seatId);
    if (seatIds.length > 0) {
      await client.query(
        `update event_seats set status = 'available' where tenant_id = $1 and event_id = $2 and seat_id = any($3) and status = 'closed'`,
        [tenantId, input.eventId, seatIds],
      );
      await client.query(
        `delete from seat_closures where tenant_id = $1 and event_id = $2 and seat_id = any($3)`,
        [tenantId, input.eventId, seatIds],
      );
    }
    await writeAudit(executorOn(client), {
      tenantId,
      staff: { id: staff.id, email: staff.email },
      action: 'seats.reopen',
      targetType: 'event',
      targetId: input.eventId,
      before: {
        seats: closures.map((c) => ({
          seatId: c.seatId,
          status: 'closed',
          reason: reasonOf(c.reason),
          note: c.note,
        })),
      },
      after: { seats: seatIds.map((seatId) => ({ seatId, status: 'available' })) },
      now: scope.now,
    });
    return { reopened: seatIds.length };
  });
}

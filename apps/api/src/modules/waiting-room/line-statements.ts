import type { NamedStatement } from '../../database/sql-client';

/*
 * The line's statements (ADR 0014), on node-postgres directly like the holds: a poll is one
 * statement of index lookups, whatever the length of the line. $1 club, $2 event, $3 visitor,
 * $4 now, $5 the interval between turns in milliseconds.
 */

const epoch = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The waiting room, the visitor's place and the number of the last fan whose turn has come (turns
 * grow with numbers, so it is the newest turn at or before now: one backward step of an index).
 * No row: the event has no waiting room.
 */
export const LINE_STATUS: NamedStatement = {
  name: 'waiting_room.status',
  text: `
select ${epoch('w.opens_at')} as "opensAt", w.admit_per_minute as "admitPerMinute",
  w.admission_minutes as "admissionMinutes", v.number::float8 as number, ${epoch('v.turn_at')} as "turnAt",
  coalesce((select a.number from waiting_room_visitors a
    where a.tenant_id = $1 and a.event_id = $2 and a.turn_at <= $4::timestamptz
    order by a.turn_at desc limit 1), 0)::float8 as "lastAdmitted"
from waiting_rooms w
left join waiting_room_visitors v on v.tenant_id = w.tenant_id and v.event_id = w.event_id and v.visitor_id = $3
where w.tenant_id = $1 and w.event_id = $2`,
};

// The next turn: the later of now, the opening and one interval after the previous fan's
// (line-maths.ts nextTurn, which the tests check against this).
const NEXT_TURN = (opening: string, previous: string) =>
  `greatest($4::timestamptz, ${opening}, ${previous} + $5::float8 * interval '1 millisecond')`;

/**
 * Puts the visitor at the end of the line, once the line is open. One statement: the counter row
 * is the line's lock, so numbers follow arrival order without gaps; a visitor already in line
 * makes the insert fail (unique violation), which undoes the count too.
 */
export const JOIN_LINE: NamedStatement = {
  name: 'waiting_room.join',
  text: `
with room as (
  select opens_at from waiting_rooms where tenant_id = $1 and event_id = $2 and opens_at <= $4::timestamptz
), line as (
  insert into waiting_room_lines as l (tenant_id, event_id, arrivals, last_turn_at)
  select $1, $2, 1, greatest($4::timestamptz, room.opens_at) from room
  on conflict (tenant_id, event_id) do update
    -- excluded.last_turn_at is the later of now and the opening
    set arrivals = l.arrivals + 1, last_turn_at = ${NEXT_TURN('excluded.last_turn_at', 'l.last_turn_at')}
  returning arrivals, last_turn_at
)
insert into waiting_room_visitors (tenant_id, event_id, visitor_id, number, turn_at, joined_at)
select $1, $2, $3, arrivals, last_turn_at, $4::timestamptz from line
returning number::float8 as number`,
};

/**
 * Sends a visitor whose admission has ended to the end of the line again. The visitor's row is
 * locked first, so a double click moves them once.
 */
export const REJOIN_LINE: NamedStatement = {
  name: 'waiting_room.rejoin',
  text: `
with room as (
  select opens_at, admission_minutes from waiting_rooms
  where tenant_id = $1 and event_id = $2 and opens_at <= $4::timestamptz
), me as (
  select v.visitor_id from waiting_room_visitors v, room
  where v.tenant_id = $1 and v.event_id = $2 and v.visitor_id = $3
    and v.turn_at + room.admission_minutes * interval '1 minute' <= $4::timestamptz
  for update of v
), line as (
  update waiting_room_lines l set arrivals = l.arrivals + 1, last_turn_at = ${NEXT_TURN('room.opens_at', 'l.last_turn_at')}
  from room where l.tenant_id = $1 and l.event_id = $2 and exists (select 1 from me)
  returning l.arrivals, l.last_turn_at
)
update waiting_room_visitors v
set number = line.arrivals, turn_at = line.last_turn_at, joined_at = $4::timestamptz, customer_id = null
from line where v.tenant_id = $1 and v.event_id = $2 and v.visitor_id = $3
returning v.number::float8 as number`,
};

/**
 * Binds an admission to the customer holding with it: the first customer to hold with it keeps
 * it, another one is refused. $1 club, $2 event, $3 visitor, $4 the admission's number, $5 customer.
 * No row: the visitor's place is another one now (rejoined, or the line was reset), or another
 * customer has it.
 */
export const BIND_ADMISSION: NamedStatement = {
  name: 'waiting_room.bind',
  text: `
update waiting_room_visitors set customer_id = $5::uuid
where tenant_id = $1 and event_id = $2 and visitor_id = $3 and number = $4
  and (customer_id is null or customer_id = $5::uuid)
returning 1 as bound`,
};

import type { SqlExecutor } from '../../database/sql-client';
import { eventNotFound } from './season-seats-errors';

/** A match as this area shows it (SeasonSeatsMatch), with what its checks need. */
export interface SeasonEvent {
  id: string;
  name: string;
  opponentName: string | null;
  startDatetime: string;
  arenaId: string;
  isArchived: boolean;
  saleStatus: string;
  isCancelled: boolean;
}

/**
 * Match `eventId` of club `tenantId` (another club's is not found, like a missing one), optionally
 * under its row lock: cancelling takes it so two cancels of one match run one after the other.
 */
export async function loadSeasonEvent(
  db: SqlExecutor,
  tenantId: string,
  eventId: string,
  options: { lock?: boolean } = {},
): Promise<SeasonEvent> {
  const { rows } = await db.query<SeasonEvent>(
    `select e.id, e.name, t.display_name as "opponentName",
       to_char(e.start_datetime at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startDatetime",
       e.arena_id as "arenaId", e.is_archived as "isArchived", e.sale_status as "saleStatus",
       exists (select from event_cancellations c where c.tenant_id = e.tenant_id and c.event_id = e.id) as "isCancelled"
     from events e
     left join teams t on t.tenant_id = e.tenant_id and t.id = e.opponent_id
     where e.tenant_id = $1 and e.id = $2
     ${options.lock ? 'for update of e' : ''}`,
    [tenantId, eventId],
  );
  const event = rows[0];
  if (!event) throw eventNotFound();
  if (options.lock) {
    // A statement that waited for the lock saw the tables as they were when it started: whether
    // the match is cancelled is read again, now that whoever held the lock has committed.
    const { rows: again } = await db.query<{ cancelled: boolean }>(
      `select exists (select from event_cancellations where tenant_id = $1 and event_id = $2) as cancelled`,
      [tenantId, eventId],
    );
    event.isCancelled = again[0]?.cancelled ?? false;
  }
  return event;
}

/** The match as the GraphQL type shows it. */
export function matchOf(event: SeasonEvent) {
  return {
    id: event.id,
    name: event.name,
    opponentName: event.opponentName,
    startDatetime: event.startDatetime,
    isCancelled: event.isCancelled,
  };
}

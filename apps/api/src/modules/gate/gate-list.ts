import type * as Gql from '@stadio/graphql/resolvers-types';
import { gateCode, gateCodeDigest } from '@stadio/ticket-tokens';
import { poolOf, type SqlExecutor } from '../../database/sql-client';
import { apiError } from '../../errors/api-error';
import type { StaffScope } from '../staff/staff-scope';
import { ticketServices } from '../tickets/ticket-services';

/*
 * What a gate device downloads to check an event's tickets offline (docs/product.md#gate-scanning,
 * ADR 0028). Every statement filters on the request's club: another club's event is not found.
 */

/** How long after its start an event is still offered to the gates (latecomers). */
const STARTED_HOURS = 12;
/** Most events the gate page offers. */
const GATE_EVENTS_LIMIT = 20;

export const gateEventNotFound = () => apiError('GATE_EVENT_NOT_FOUND', 'No such event at this club');

const nameIn = (column: string, translations: string) =>
  `coalesce(nullif(btrim(${translations} ->> $2::text), ''), ${column})`;

/** The club's events from today on, soonest first. */
export async function gateEvents(scope: StaffScope, locale: string): Promise<Gql.GateEvent[]> {
  const { rows } = await poolOf(scope.db).query<{ id: string; name: string; start: Date }>(
    `select id, ${nameIn('name', 'name_translations')} as name, start_datetime as start
     from events
     where tenant_id = $1 and not is_archived and start_datetime > $3
     order by start_datetime, id limit ${GATE_EVENTS_LIMIT}`,
    [scope.tenant.slug, locale, new Date(scope.now.getTime() - STARTED_HOURS * 3600_000)],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, startDatetime: row.start.toISOString() }));
}

async function eventOf(executor: SqlExecutor, tenantId: string, eventId: string, locale: string) {
  const { rows } = await executor.query<{ id: string; name: string; start: Date }>(
    `select id, ${nameIn('name', 'name_translations')} as name, start_datetime as start
     from events where tenant_id = $1 and id = $3`,
    [tenantId, locale, eventId],
  );
  const row = rows[0];
  if (!row) throw gateEventNotFound();
  return { id: row.id, name: row.name, startDatetime: row.start.toISOString() };
}

/** The event's entries recorded after `since` (all of them without it), oldest first. */
export async function gateEntriesSince(
  executor: SqlExecutor,
  tenantId: string,
  eventId: string,
  since: Date | null,
): Promise<Gql.GateEntry[]> {
  const { rows } = await executor.query<{ ticketId: string; version: number; scannedAt: Date }>(
    `select ticket_id as "ticketId", version, scanned_at as "scannedAt" from gate_entries
     where tenant_id = $1 and event_id = $2 and ($3::timestamptz is null or recorded_at > $3)
     order by recorded_at, ticket_id`,
    [tenantId, eventId, since],
  );
  return rows.map((row) => ({ ...row, scannedAt: row.scannedAt.toISOString() }));
}

type TicketRow = {
  ticketId: string;
  status: 'confirmed' | 'released' | 'resold';
  version: number;
  blockName: string;
  rowName: string | null;
  seatNumber: string | null;
  categoryName: string;
};

/** The event's tickets that are or were sold (one of them with `ticketId`), with their seat. */
async function ticketRows(
  executor: SqlExecutor,
  tenantId: string,
  eventId: string,
  locale: string,
  ticketId: string | null,
): Promise<TicketRow[]> {
  const { rows } = await executor.query<TicketRow>(
    `select t.id as "ticketId", t.status, coalesce(v.version, 1) as version,
       ${nameIn('b.name', 'b.name_translations')} as "blockName",
       s.row_name as "rowName", s.seat_number as "seatNumber",
       ${nameIn('c.name', 'c.name_translations')} as "categoryName"
     from seat_tickets t
     join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
     join categories c on c.tenant_id = t.tenant_id and c.id = t.category_id
     left join seats s on s.tenant_id = t.tenant_id and s.id = t.seat_id
     left join ticket_versions v on v.tenant_id = t.tenant_id and v.ticket_id = t.id
     where t.tenant_id = $1 and t.event_id = $3 and t.status <> 'onhold'
       and ($4::text is null or t.id = $4)
     order by t.id`,
    [tenantId, locale, eventId, ticketId],
  );
  return rows;
}

/** A ticket the gate lets in, with the digest of its gate code at this version (ADR 0044). */
function gateTicketOf(tenantId: string, row: TicketRow): Gql.GateTicket {
  const claims = { tenant: tenantId, ticketId: row.ticketId, version: row.version };
  return {
    ticketId: row.ticketId,
    version: row.version,
    blockName: row.blockName,
    rowName: row.rowName,
    seatNumber: row.seatNumber,
    categoryName: row.categoryName,
    codeDigest: gateCodeDigest(claims, gateCode(ticketServices().keyring.privateKey(tenantId), claims)),
  };
}

const revocationOf = (row: TicketRow): Gql.GateRevocation =>
  row.status === 'resold' ? 'RESOLD' : 'CANCELLED';

/**
 * The gate list of one event of the club: its confirmed tickets at their current version with
 * their seat and the digest of their gate code, the tickets whose every QR code is void
 * (cancelled, resold), the entries recorded so far, and the club's public key. Tickets on hold (a
 * cart being paid) are in neither list: an unknown ticket is refused.
 */
export async function gateList(scope: StaffScope, eventId: string, locale: string): Promise<Gql.GateList> {
  const tenantId = scope.tenant.slug;
  const executor = poolOf(scope.db);
  const event = await eventOf(executor, tenantId, eventId, locale);
  const generatedAt = scope.now;
  const rows = await ticketRows(executor, tenantId, eventId, locale, null);
  const tickets: Gql.GateTicket[] = [];
  const revoked: Gql.GateRevokedTicket[] = [];
  for (const row of rows) {
    if (row.status === 'confirmed') tickets.push(gateTicketOf(tenantId, row));
    else revoked.push({ ticketId: row.ticketId, reason: revocationOf(row) });
  }
  return {
    event,
    clubSlug: tenantId,
    publicKey: ticketServices().keyring.publicKeyPem(tenantId),
    tickets,
    revoked,
    entries: await gateEntriesSince(executor, tenantId, eventId, null),
    generatedAt: generatedAt.toISOString(),
  };
}

/**
 * One ticket of the event as the gate should know it now: a device online asks for a ticket its
 * list does not have (sold after the list was downloaded) before it answers "unknown"
 * (docs/product.md#gate-scanning). A ticket on hold, of another event or club is neither.
 */
export async function gateTicket(
  scope: StaffScope,
  eventId: string,
  ticketId: string,
  locale: string,
): Promise<Gql.GateTicketLookup> {
  const tenantId = scope.tenant.slug;
  const executor = poolOf(scope.db);
  await eventOf(executor, tenantId, eventId, locale);
  const [row] = await ticketRows(executor, tenantId, eventId, locale, ticketId);
  if (!row) return { ticket: null, revoked: null };
  return row.status === 'confirmed'
    ? { ticket: gateTicketOf(tenantId, row), revoked: null }
    : { ticket: null, revoked: revocationOf(row) };
}

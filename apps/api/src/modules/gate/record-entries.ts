import type { StaffAccountRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { inTransaction, poolOf } from '../../database/sql-client';
import { executorOn } from '../payments/transaction-executor';
import { writeAudit } from '../staff/staff-audit';
import { emitEntryEvents } from '../webhooks/emit-entry-events';
import type { StaffScope } from '../staff/staff-scope';
import { proofRefusal, type EntryProof } from './entry-proof';
import { gateEntriesSince, gateEventNotFound } from './gate-list';

/** A scan a device accepted and sends to be recorded, with what the steward saw. */
export interface GateEntryInput extends EntryProof {
  entryId: string;
  scannedAt: string;
}

/** The audit log's action for a device's sync of its scans. */
export const GATE_ENTRIES_ACTION = 'gate.entries';

/**
 * How far back a sync re-sends entries before its `since`: an entry committed while the previous
 * sync was being read may carry a slightly earlier `recorded_at`; sending one twice is harmless.
 */
const SINCE_OVERLAP_MS = 60_000;

/**
 * Records a device's scans of one event of the club (docs/product.md#gate-scanning, ADR 0028).
 * The first scan of a ticket version to reach the database is its entry (the primary key of
 * gate_entries decides, also between two devices syncing at the same moment); a later one is a
 * DUPLICATE with the time of the first; the same scan sent again (same entry id) is FIRST again,
 * so a retry after a lost answer changes nothing. A scan that does not prove its ticket version
 * (neither its signed QR code nor, typed by hand, its gate code: ADR 0044) and a version the
 * database does not let in (cancelled, resold, re-issued, or a ticket of another event or club)
 * are NOT_VALID, with the refusal, and not recorded. One audit row per call, in its transaction.
 */
export async function recordGateEntries(
  scope: StaffScope,
  staff: Pick<StaffAccountRow, 'id' | 'email'>,
  input: { eventId: string; deviceId: string; entries: GateEntryInput[]; since: string | null },
): Promise<Gql.GateSync> {
  const tenantId = scope.tenant.slug;
  const { eventId, deviceId, entries } = input;
  // Signatures and codes need no database: checked before the transaction takes a connection.
  const refusals = await Promise.all(entries.map((entry) => proofRefusal(tenantId, eventId, entry)));
  const proven = entries.filter((_, index) => refusals[index] === null);
  const results = await inTransaction(scope.db, async (client) => {
    const { rows: events } = await client.query(`select 1 from events where tenant_id = $1 and id = $2`, [
      tenantId,
      eventId,
    ]);
    if (events.length === 0) throw gateEventNotFound();
    if (entries.length === 0) return [];
    const ticketIds = [...new Set(entries.map((entry) => entry.ticketId))];
    const { rows: current } = await client.query<{ ticketId: string; version: number }>(
      `select t.id as "ticketId", coalesce(v.version, 1) as version
       from seat_tickets t
       left join ticket_versions v on v.tenant_id = t.tenant_id and v.ticket_id = t.id
       where t.tenant_id = $1 and t.event_id = $2 and t.status = 'confirmed' and t.id = any($3::text[])`,
      [tenantId, eventId, ticketIds],
    );
    const currentVersion = new Map(current.map((row) => [row.ticketId, row.version]));
    const admissible = proven.filter((entry) => currentVersion.get(entry.ticketId) === entry.version);
    const inserted =
      admissible.length === 0
        ? []
        : (
            await client.query<{ ticketId: string; version: number; entryId: string; scannedAt: Date }>(
              `insert into gate_entries
           (tenant_id, ticket_id, version, event_id, entry_id, device_id, staff_id, scanned_at, recorded_at)
         select $1, e.ticket_id, e.version, $2, e.entry_id, $3, $4, e.scanned_at, $5
         from unnest($6::text[], $7::int[], $8::uuid[], $9::timestamptz[])
           as e(ticket_id, version, entry_id, scanned_at)
         on conflict do nothing
         returning ticket_id as "ticketId", version, entry_id as "entryId", scanned_at as "scannedAt"`,
              [
                tenantId,
                eventId,
                deviceId,
                staff.id,
                scope.now,
                admissible.map((entry) => entry.ticketId),
                admissible.map((entry) => entry.version),
                admissible.map((entry) => entry.entryId),
                admissible.map((entry) => entry.scannedAt),
              ],
            )
          ).rows;
    // Only an entry this sync made is news: a scan sent again or a duplicate reports nothing.
    await emitEntryEvents(executorOn(client), { tenantId, eventId, deviceId, now: scope.now }, inserted);
    // What the database holds now for these versions: this device's rows, or an earlier scan's.
    const { rows: recorded } = await client.query<{
      ticketId: string;
      version: number;
      entryId: string;
      scannedAt: Date;
    }>(
      `select ticket_id as "ticketId", version, entry_id as "entryId", scanned_at as "scannedAt"
       from gate_entries where tenant_id = $1 and ticket_id = any($2::text[])`,
      [tenantId, ticketIds],
    );
    const entryOf = new Map(recorded.map((row) => [`${row.ticketId}:${row.version}`, row]));
    const answers = entries.map((entry, index): Gql.GateEntryResult => {
      const refusal =
        refusals[index] ?? (currentVersion.get(entry.ticketId) === entry.version ? null : 'NOT_ADMITTED');
      const first = refusal ? undefined : entryOf.get(`${entry.ticketId}:${entry.version}`);
      return {
        entryId: entry.entryId,
        ticketId: entry.ticketId,
        version: entry.version,
        outcome: !first ? 'NOT_VALID' : first.entryId === entry.entryId ? 'FIRST' : 'DUPLICATE',
        firstScannedAt: first ? first.scannedAt.toISOString() : null,
        refusal: first ? null : (refusal ?? 'NOT_ADMITTED'),
      };
    });
    const of = (outcome: Gql.GateEntryOutcome) =>
      answers.filter((answer) => answer.outcome === outcome).map((a) => `${a.ticketId}:${a.version}`);
    await writeAudit(executorOn(client), {
      tenantId,
      staff: { id: staff.id, email: staff.email },
      action: GATE_ENTRIES_ACTION,
      targetType: 'event',
      targetId: eventId,
      after: {
        deviceId,
        first: of('FIRST'),
        duplicate: of('DUPLICATE'),
        notValid: of('NOT_VALID'),
        // A typed number whose code failed is what a seller's old PDF looks like: kept apart.
        unproven: answers
          .filter((answer) => answer.refusal && answer.refusal !== 'NOT_ADMITTED')
          .map((answer) => `${answer.ticketId}:${answer.version}:${answer.refusal}`),
      },
      now: scope.now,
    });
    return answers;
  });
  const since = input.since ? new Date(new Date(input.since).getTime() - SINCE_OVERLAP_MS) : null;
  return {
    results,
    entries: input.since ? await gateEntriesSince(poolOf(scope.db), tenantId, eventId, since) : [],
    syncedAt: scope.now.toISOString(),
  };
}

import { ticketVersions, type DbExecutor } from '@stadio/db';
import { sql } from 'drizzle-orm';

/**
 * Moves a ticket's QR code to its next version (a transfer calls this too): tokens of earlier
 * versions are refused from now on. The caller has checked the ticket is the customer's.
 */
export async function reissueTicket(
  db: DbExecutor,
  tenantId: string,
  ticketId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(ticketVersions)
    .values({ tenantId, ticketId, version: 2, reissuedAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [ticketVersions.tenantId, ticketVersions.ticketId],
      set: { version: sql`${ticketVersions.version} + 1`, reissuedAt: now.toISOString() },
    })
    .returning({ version: ticketVersions.version });
  if (!row) throw new Error(`ticket ${ticketId} was not re-issued`);
  return row.version;
}

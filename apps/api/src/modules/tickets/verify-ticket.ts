import { seatTickets, ticketVersions, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq } from 'drizzle-orm';
import { checkTicketToken, type TicketKeyring } from '@stadio/ticket-tokens';

/**
 * What a gate with a connection says of a scanned token: the offline check (signature, club),
 * then the database: the ticket exists, is confirmed, and the token is its current version.
 */
export async function verifyTicket(
  db: Database,
  keyring: TicketKeyring,
  tenantId: string,
  token: string,
): Promise<Gql.TicketVerification> {
  const check = await checkTicketToken(token, keyring.publicKey(tenantId), tenantId);
  if (!check.valid) return { valid: false, rejection: check.reason };
  const { claims } = check;
  const refused = (rejection: Gql.TicketRejection): Gql.TicketVerification => ({
    valid: false,
    rejection,
    ticketId: claims.ticketId,
    eventId: claims.eventId,
    version: claims.version,
  });
  const [row] = await db
    .select({
      status: seatTickets.status,
      eventId: seatTickets.eventId,
      firstName: seatTickets.holderFirstName,
      lastName: seatTickets.holderLastName,
      version: ticketVersions.version,
    })
    .from(seatTickets)
    .leftJoin(
      ticketVersions,
      and(eq(ticketVersions.tenantId, seatTickets.tenantId), eq(ticketVersions.ticketId, seatTickets.id)),
    )
    .where(and(eq(seatTickets.tenantId, tenantId), eq(seatTickets.id, claims.ticketId)));
  if (!row || row.eventId !== claims.eventId) return refused('UNKNOWN_TICKET');
  if (row.status !== 'confirmed') return refused('NOT_CONFIRMED');
  if ((row.version ?? 1) !== claims.version) return refused('SUPERSEDED');
  return {
    valid: true,
    rejection: null,
    ticketId: claims.ticketId,
    eventId: claims.eventId,
    version: claims.version,
    holderName: [row.firstName, row.lastName?.toUpperCase()].filter(Boolean).join(' ') || null,
  };
}

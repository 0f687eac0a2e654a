import type * as Gql from '@stadio/graphql/resolvers-types';
import { checkTicketToken, isGateCodeOf } from '@stadio/ticket-tokens';
import { ticketServices } from '../tickets/ticket-services';

/** What an entry shows of the ticket the steward saw (schema.graphql, GateEntryInput). */
export interface EntryProof {
  ticketId: string;
  version: number;
  token?: string | null;
  code?: string | null;
}

/**
 * Why an entry does not prove the ticket version it names, or null when it does (ADR 0044): the
 * QR code read must be the club's signed token of that ticket, version and event; a number typed
 * by hand must come with that version's gate code. The token is checked when both are given. An
 * id and a version alone are what anyone can copy from an old PDF, so they prove nothing.
 */
export async function proofRefusal(
  tenantId: string,
  eventId: string,
  entry: EntryProof,
): Promise<Gql.GateEntryRefusal | null> {
  const { keyring } = ticketServices();
  if (entry.token) {
    const check = await checkTicketToken(entry.token, keyring.publicKey(tenantId), tenantId);
    const claims = check.valid ? check.claims : null;
    return claims?.ticketId === entry.ticketId &&
      claims.version === entry.version &&
      claims.eventId === eventId
      ? null
      : 'BAD_TOKEN';
  }
  if (entry.code) {
    const claims = { tenant: tenantId, ticketId: entry.ticketId, version: entry.version };
    return isGateCodeOf(keyring.privateKey(tenantId), claims, entry.code) ? null : 'WRONG_CODE';
  }
  return 'NO_PROOF';
}

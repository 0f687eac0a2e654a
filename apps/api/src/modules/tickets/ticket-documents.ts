import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { isDownloadOpen } from './download-rules';
import { loadTicketFacts, type TicketFacts, type TicketSelection } from './ticket-facts';
import { formatGateCode, gateCode, signTicketToken, type TicketKeyring } from '@stadio/ticket-tokens';
import type { TicketPage } from './ticket-pdf';

/** Who asks for tickets, at which club, when. */
export interface TicketRequest {
  db: Database;
  tenant: Tenant;
  customerId: string;
  now: Date;
}

/** Tickets a customer may take now, or why not: none of theirs, or not open yet (and when it opens). */
export type DeliverableTickets =
  { kind: 'ok'; tickets: TicketFacts[] } | { kind: 'not_found' } | { kind: 'not_yet'; opensAt: Date };

/**
 * The customer's confirmed tickets that `selection` names, when every one of them may be handed
 * out now (the event's download delay); the latest opening otherwise, so the message is true for all.
 */
export async function deliverableTickets(
  request: TicketRequest,
  selection: TicketSelection,
): Promise<DeliverableTickets> {
  const tickets = await loadTicketFacts(
    request.db,
    request.tenant.slug,
    request.customerId,
    selection,
    request.now,
  );
  const wanted = 'ticketIds' in selection ? new Set(selection.ticketIds).size : 1;
  if (tickets.length === 0 || tickets.length < wanted) return { kind: 'not_found' };
  const closed = tickets
    .filter((facts) => !isDownloadOpen(facts.opensAt, request.now))
    .map((facts) => facts.opensAt as Date);
  if (closed.length > 0)
    return { kind: 'not_yet', opensAt: new Date(Math.max(...closed.map((d) => d.getTime()))) };
  return { kind: 'ok', tickets };
}

/** The signed QR token of a ticket in its current version. */
export function ticketToken(
  keyring: TicketKeyring,
  tenant: Tenant,
  facts: TicketFacts,
  now: Date,
): Promise<string> {
  return signTicketToken(
    { tenant: tenant.slug, ticketId: facts.ticket.id, eventId: facts.eventId, version: facts.version },
    keyring.privateKey(tenant.slug),
    now,
  );
}

/**
 * The gate code printed beside the ticket's number, for its current version (ADR 0044): a
 * steward types both when the QR code cannot be read; a re-issued ticket has a new one.
 */
export function ticketGateCode(keyring: TicketKeyring, tenant: Tenant, facts: TicketFacts): string {
  const claims = { tenant: tenant.slug, ticketId: facts.ticket.id, version: facts.version };
  return formatGateCode(gateCode(keyring.privateKey(tenant.slug), claims));
}

/** What a ticket's PDF, pass or wallet object shows: its facts, QR token and gate code. */
export async function ticketPage(
  keyring: TicketKeyring,
  tenant: Tenant,
  facts: TicketFacts,
  now: Date,
): Promise<TicketPage> {
  return {
    facts,
    token: await ticketToken(keyring, tenant, facts, now),
    gateCode: ticketGateCode(keyring, tenant, facts),
  };
}

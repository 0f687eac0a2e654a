import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { enqueueMail } from '../mail/enqueue-mail';
import { ticketsMail } from '../mail/templates/tickets';
import { ticketNotFound, ticketsNotYet } from './ticket-errors';
import { deliverableTickets } from './ticket-documents';
import { matchTitle } from './ticket-pdf';
import { documentTranslator } from './document-translator';

/**
 * Puts an e-mail with the customer's tickets of an order (all, or `ticketIds`) in the outbox, to
 * the customer's own address: the same download rules as the PDF apply now, and again at sending.
 */
export async function sendTicketsByEmail(
  scope: { db: Database; tenant: Tenant; now: Date },
  input: { customerId: string; orderId: string; ticketIds?: string[] | null },
): Promise<void> {
  const { db, tenant, now } = scope;
  const answer = await deliverableTickets(
    { db, tenant, customerId: input.customerId, now },
    input.ticketIds ? { ticketIds: input.ticketIds } : { orderIds: [input.orderId] },
  );
  if (answer.kind === 'not_found') throw ticketNotFound();
  if (answer.kind === 'not_yet') throw ticketsNotYet(answer.opensAt);
  const tickets = answer.tickets.filter((facts) => facts.orderId === input.orderId);
  const [first] = tickets;
  if (!first || tickets.length !== answer.tickets.length) throw ticketNotFound();
  const t = await documentTranslator(first.owner.locale);
  await enqueueMail(
    db,
    ticketsMail,
    {
      tenantId: tenant.slug,
      to: first.owner.email,
      locale: first.owner.locale,
      payload: {
        customerId: input.customerId,
        orderId: input.orderId,
        ticketIds: tickets.map((facts) => facts.ticket.id),
        firstName: first.owner.firstName,
        eventName: matchTitle(first, t),
      },
    },
    now,
  );
}

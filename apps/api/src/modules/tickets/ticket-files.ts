import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { renderApplePass } from './apple-pass';
import { documentTranslator } from './document-translator';
import { eventCalendar } from './event-calendar';
import { loadInvoiceFacts } from './invoice-facts';
import { formatInvoiceNumber } from './invoice-numbers';
import { renderInvoicePdf } from './invoice-pdf';
import { deliverableTickets, ticketPage } from './ticket-documents';
import { loadTicketFacts } from './ticket-facts';
import { matchTitle, renderTicketsPdf } from './ticket-pdf';
import type { TicketServices } from './ticket-services';
import { poolOf } from '../../database/sql-client';
import { customerCreditNote } from '../refunds/credit-notes';
import { formatCreditNoteNumber } from '../refunds/credit-note-numbers';
import { renderCreditNotePdf } from '../refunds/credit-note-pdf';
import { appleCredentials } from './wallet-credentials';
import { walletSerialFor } from './wallet-serials';

/** A file for the customer, or why there is none. */
export type TicketFile =
  | { kind: 'file'; body: Buffer; contentType: string; filename: string }
  | { kind: 'not_found' }
  | { kind: 'not_yet'; opensAt: Date };

/** Which file of which ticket or order. */
export type FileRequest =
  | { file: 'ticket-pdf' | 'pkpass' | 'ics'; ticketId: string }
  | { file: 'tickets-pdf'; ticketIds: string[] }
  | { file: 'order-pdf' | 'invoice'; orderId: string }
  | { file: 'credit-note'; creditNoteId: string };

/** Who asks, at which club, when. */
export interface FileContext {
  db: Database;
  tenant: Tenant;
  customerId: string;
  now: Date;
  services: TicketServices;
}

const PDF = 'application/pdf';

/**
 * Makes one of the customer's files: a ticket's or an order's e-tickets PDF, the order's invoice,
 * a ticket's Apple Wallet pass or its event's calendar entry. Someone else's ticket or order, or
 * another club's, is `not_found`; tickets not downloadable yet are `not_yet`.
 */
export async function ticketFile(context: FileContext, request: FileRequest): Promise<TicketFile> {
  const { db, tenant, customerId, now, services } = context;
  switch (request.file) {
    case 'invoice': {
      const facts = await loadInvoiceFacts(db, tenant.slug, customerId, request.orderId, now);
      if (!facts) return { kind: 'not_found' };
      const number = formatInvoiceNumber(
        facts.invoice.number,
        tenant.invoicing?.numberPrefix ?? tenant.slug.toUpperCase(),
      );
      const body = await renderInvoicePdf(facts, tenant, services.assetsDir);
      return { kind: 'file', body, contentType: PDF, filename: `${number}.pdf` };
    }
    case 'credit-note': {
      // docs/product.md#credit-notes: the fan's own credit note, as issued.
      const note = await customerCreditNote(poolOf(db), tenant.slug, customerId, request.creditNoteId);
      if (!note) return { kind: 'not_found' };
      const body = await renderCreditNotePdf(note, tenant, services.assetsDir);
      return {
        kind: 'file',
        body,
        contentType: PDF,
        filename: `${formatCreditNoteNumber(note.number, tenant)}.pdf`,
      };
    }
    case 'ics': {
      const [facts] = await loadTicketFacts(
        db,
        tenant.slug,
        customerId,
        { ticketIds: [request.ticketId] },
        now,
      );
      if (!facts) return { kind: 'not_found' };
      const sameEvent = (
        await loadTicketFacts(db, tenant.slug, customerId, { orderIds: [facts.orderId] }, now)
      ).filter((other) => other.eventId === facts.eventId);
      const t = await documentTranslator(facts.locale);
      const body = eventCalendar(sameEvent, tenant, services.shopOrigin(tenant), matchTitle(facts, t), now);
      return {
        kind: 'file',
        body: Buffer.from(body),
        contentType: 'text/calendar; charset=utf-8',
        filename: `${facts.eventId}.ics`,
      };
    }
    default:
      break;
  }
  const selection =
    'ticketId' in request
      ? { ticketIds: [request.ticketId] }
      : 'ticketIds' in request
        ? { ticketIds: request.ticketIds }
        : { orderIds: [request.orderId] };
  const answer = await deliverableTickets({ db, tenant, customerId, now }, selection);
  if (answer.kind !== 'ok') return answer;
  const pages = await Promise.all(
    answer.tickets.map((facts) => ticketPage(services.keyring, tenant, facts, now)),
  );
  if (request.file === 'pkpass') {
    const [page] = pages;
    if (!page) return { kind: 'not_found' };
    const serial = await walletSerialFor(db, tenant.slug, page.facts.ticket.id, now);
    const body = await renderApplePass(page, tenant, appleCredentials(services, tenant.slug), serial);
    return {
      kind: 'file',
      body,
      contentType: 'application/vnd.apple.pkpass',
      filename: `${page.facts.ticket.id}.pkpass`,
    };
  }
  const body = await renderTicketsPdf(pages, tenant, services.assetsDir);
  const name = 'ticketId' in request ? request.ticketId : (pages[0]?.facts.orderId ?? 'tickets');
  return { kind: 'file', body, contentType: PDF, filename: `${name}.pdf` };
}

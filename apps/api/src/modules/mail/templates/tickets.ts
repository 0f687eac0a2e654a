import { z } from 'zod';
import { ticketFile } from '../../tickets/ticket-files';
import { ticketServices } from '../../tickets/ticket-services';
import { UnrenderableMailError } from '../unrenderable-mail-error';
import type { MailTemplate } from './mail-template';

/** The customer's e-tickets, sent on request from the orders page, attached as one PDF. */
export const ticketsMail: MailTemplate<{
  customerId: string;
  orderId: string;
  ticketIds: string[];
  firstName: string | null;
  eventName: string;
}> = {
  name: 'tickets',
  payload: z.object({
    customerId: z.uuid(),
    orderId: z.string().min(1),
    ticketIds: z.array(z.string().min(1)).min(1),
    firstName: z.string().nullable(),
    eventName: z.string().min(1),
  }),
  compose: (payload, { tenant, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    return {
      subject: t('tickets.subject', { club }),
      heading: t('tickets.heading'),
      firstName: payload.firstName,
      paragraphs: [t('tickets.body', { count: payload.ticketIds.length, event: payload.eventName })],
      action: { label: t('tickets.action'), url: `${shopOrigin}/orders` },
      notes: [t('tickets.gate')],
    };
  },
  // Made when sent: a ticket re-issued meanwhile goes out with its new QR code, one no longer the
  // customer's does not go out at all.
  attachments: async (payload, { db, tenant, now }) => {
    const file = await ticketFile(
      { db, tenant, customerId: payload.customerId, now, services: ticketServices() },
      { file: 'tickets-pdf', ticketIds: payload.ticketIds },
    );
    if (file.kind !== 'file')
      throw new UnrenderableMailError(`tickets of order ${payload.orderId}: ${file.kind}`);
    return [{ filename: file.filename, content: file.body, contentType: file.contentType }];
  },
};

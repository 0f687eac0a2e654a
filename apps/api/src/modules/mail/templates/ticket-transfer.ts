import { z } from 'zod';
import type { MailTemplate } from './mail-template';

/** Both sides of a transfer and of its cancellation (docs/adr/0021). */
const KINDS = ['sent', 'received', 'cancelledSender', 'cancelledRecipient'] as const;

/** Queued in the transaction that transfers tickets or cancels a transfer, one per customer. */
export const ticketTransferMail: MailTemplate<{
  kind: (typeof KINDS)[number];
  firstName: string | null;
  /** The other customer, as the e-mail names them (name, else address). */
  counterpart: string;
  eventName: string;
  count: number;
}> = {
  name: 'ticket-transfer',
  payload: z.object({
    kind: z.enum(KINDS),
    firstName: z.string().nullable(),
    counterpart: z.string().min(1),
    eventName: z.string().min(1),
    count: z.number().int().min(1),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    const values = { club, count: payload.count, event: payload.eventName, counterpart: payload.counterpart };
    return {
      subject: t(`ticketTransfer.${payload.kind}Subject`, values),
      heading: t(`ticketTransfer.${payload.kind}Heading`, values),
      firstName: payload.firstName,
      paragraphs: [t(`ticketTransfer.${payload.kind}Body`, values)],
      action: {
        label: t('ticketTransfer.action'),
        url: `${shopOrigin}/orders?lng=${encodeURIComponent(locale)}`,
      },
      notes: [t('ticketTransfer.newQr')],
    };
  },
};

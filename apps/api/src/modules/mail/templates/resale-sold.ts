import { z } from 'zod';
import { formatDocumentMoney } from '../../tickets/document-format';
import type { MailTemplate } from './mail-template';

/** To the seller, in the transaction that confirms the buyer's order (docs/adr/0021). */
export const resaleSoldMail: MailTemplate<{
  firstName: string | null;
  eventName: string;
  amountCents: number;
  /** The last four characters of the IBAN the payout goes to. */
  ibanEnd: string;
}> = {
  name: 'resale-sold',
  payload: z.object({
    firstName: z.string().nullable(),
    eventName: z.string().min(1),
    amountCents: z.number().int().min(1),
    ibanEnd: z.string().min(1).max(4),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    const amount = formatDocumentMoney(payload.amountCents, locale, tenant.currency);
    return {
      subject: t('resaleSold.subject', { club }),
      heading: t('resaleSold.heading'),
      firstName: payload.firstName,
      paragraphs: [
        t('resaleSold.body', { event: payload.eventName }),
        t('resaleSold.payout', { amount, ibanEnd: payload.ibanEnd }),
      ],
      action: {
        label: t('resaleSold.action'),
        url: `${shopOrigin}/orders?lng=${encodeURIComponent(locale)}`,
      },
      notes: [t('resaleSold.void')],
    };
  },
};

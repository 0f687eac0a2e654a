import { z } from 'zod';
import { formatDocumentMoney } from '../../tickets/document-format';
import type { MailTemplate } from './mail-template';

/** To the seller, when staff mark the transfer that paid their resale executed (docs/product.md#resale). */
export const resalePayoutPaidMail: MailTemplate<{
  firstName: string | null;
  eventName: string;
  amountCents: number;
  /** The last four characters of the IBAN the transfer went to. */
  ibanEnd: string;
}> = {
  name: 'resale-payout-paid',
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
      subject: t('payoutPaid.subject', { club }),
      heading: t('payoutPaid.heading'),
      firstName: payload.firstName,
      paragraphs: [
        t('payoutPaid.body', { amount, event: payload.eventName, ibanEnd: payload.ibanEnd }),
        t('payoutPaid.delay'),
      ],
      action: {
        label: t('payoutPaid.action'),
        url: `${shopOrigin}/resale?lng=${encodeURIComponent(locale)}`,
      },
      notes: [],
    };
  },
};

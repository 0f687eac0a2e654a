import { z } from 'zod';
import { formatDocumentMoney } from '../../tickets/document-format';
import type { MailTemplate } from './mail-template';

/** Sent in the transaction that confirms an order (paid, or free). */
export const orderConfirmedMail: MailTemplate<{
  orderId: string;
  firstName: string | null;
  totalCents: number;
  /** 1 for a single payment; for a plan, what was charged today is the first instalment. */
  numberOfInstallments: number;
  firstInstallmentCents: number;
}> = {
  name: 'order-confirmed',
  payload: z.object({
    orderId: z.string().min(1),
    firstName: z.string().nullable(),
    totalCents: z.number().int().min(0),
    numberOfInstallments: z.number().int().min(1),
    firstInstallmentCents: z.number().int().min(0),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    const money = (cents: number) => formatDocumentMoney(cents, locale);
    const paragraphs = [
      t('orderConfirmed.body', { club, orderId: payload.orderId }),
      t('orderConfirmed.total', { total: money(payload.totalCents) }),
    ];
    if (payload.numberOfInstallments > 1)
      paragraphs.push(
        t('orderConfirmed.installments', {
          count: payload.numberOfInstallments,
          first: money(payload.firstInstallmentCents),
        }),
      );
    paragraphs.push(t('orderConfirmed.tickets'));
    return {
      subject: t('orderConfirmed.subject', { club }),
      heading: t('orderConfirmed.heading'),
      firstName: payload.firstName,
      paragraphs,
      action: {
        label: t('orderConfirmed.action'),
        url: `${shopOrigin}/orders?lng=${encodeURIComponent(locale)}`,
      },
      notes: [],
    };
  },
};

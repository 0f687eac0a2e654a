import { z } from 'zod';
import { formatDocumentMoney } from '../../tickets/document-format';
import type { MailTemplate } from './mail-template';

/** To the buyer, in the transaction in which a ticket manager cancels the order (ADR 0024). */
export const orderCancelledMail: MailTemplate<{
  orderId: string;
  customerId: string;
  firstName: string | null;
  /** What was given back through the provider; 0 for a free order. */
  refundedCents: number;
  /** The matches and packs of the order. */
  items: string[];
  /** The refund's credit note (docs/product.md#credit-notes); absent when the order had no invoice. */
  creditNote?: { id: string; number: string } | null;
}> = {
  name: 'order-cancelled',
  payload: z.object({
    orderId: z.string().min(1),
    customerId: z.string().min(1),
    firstName: z.string().nullable(),
    refundedCents: z.number().int().min(0),
    items: z.array(z.string()),
    creditNote: z.object({ id: z.string().min(1), number: z.string().min(1) }).nullish(),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => {
    const club = tenant.clientLongName;
    return {
      subject: t('orderCancelled.subject', { club }),
      heading: t('orderCancelled.heading'),
      firstName: payload.firstName,
      paragraphs: [
        t('orderCancelled.body', { orderId: payload.orderId, items: payload.items.join(', ') || '—' }),
        payload.refundedCents > 0
          ? t('orderCancelled.refund', {
              amount: formatDocumentMoney(payload.refundedCents, locale, tenant.currency),
            })
          : t('orderCancelled.noRefund'),
        ...(payload.creditNote
          ? [t('orderCancelled.creditNote', { number: payload.creditNote.number })]
          : []),
      ],
      action: {
        label: t('orderCancelled.action'),
        url: `${shopOrigin}/orders?lng=${encodeURIComponent(locale)}`,
      },
      notes: [t('orderCancelled.void')],
    };
  },
};

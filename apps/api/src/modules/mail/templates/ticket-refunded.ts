import { z } from 'zod';
import { formatDocumentMoney } from '../../tickets/document-format';
import type { MailTemplate } from './mail-template';

/**
 * To the buyer, in the transaction in which the ticket office refunds one ticket of their order
 * (docs/staff-roles.md, TICKET_REFUND): what was refunded, how much, and the credit note to
 * download from the orders page when the order had an invoice (docs/product.md#credit-notes).
 */
export const ticketRefundedMail: MailTemplate<{
  orderId: string;
  customerId: string;
  firstName: string | null;
  /** The match (or pack) and the seat as the ticket prints it. */
  item: string;
  seat: string;
  refundedCents: number;
  /** The credit note's printed number and id; null when the order had no invoice. */
  creditNote: { id: string; number: string } | null;
  /** Whether the order keeps other valid tickets. */
  othersKept: boolean;
}> = {
  name: 'ticket-refunded',
  payload: z.object({
    orderId: z.string().min(1),
    customerId: z.string().min(1),
    firstName: z.string().nullable(),
    item: z.string(),
    seat: z.string(),
    refundedCents: z.number().int().min(0),
    creditNote: z.object({ id: z.string().min(1), number: z.string().min(1) }).nullable(),
    othersKept: z.boolean(),
  }),
  compose: (payload, { tenant, locale, shopOrigin, t }) => ({
    subject: t('ticketRefunded.subject', { club: tenant.clientLongName }),
    heading: t('ticketRefunded.heading'),
    firstName: payload.firstName,
    paragraphs: [
      t('ticketRefunded.body', {
        item: payload.item || '—',
        seat: payload.seat || '—',
        orderId: payload.orderId,
      }),
      payload.refundedCents > 0
        ? t('ticketRefunded.refund', {
            amount: formatDocumentMoney(payload.refundedCents, locale, tenant.currency),
          })
        : t('ticketRefunded.noRefund'),
      ...(payload.creditNote ? [t('ticketRefunded.creditNote', { number: payload.creditNote.number })] : []),
    ],
    action: {
      label: t('ticketRefunded.action'),
      url: `${shopOrigin}/orders?lng=${encodeURIComponent(locale)}`,
    },
    notes: payload.othersKept ? [t('ticketRefunded.others')] : [],
  }),
};

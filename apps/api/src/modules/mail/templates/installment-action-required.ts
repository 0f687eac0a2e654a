import { z } from 'zod';
import { formatDocumentMoney } from '../../tickets/document-format';
import type { MailTemplate } from './mail-template';

/**
 * To the buyer, when the bank wanted them for an instalment the shop charged on their saved card
 * (3-D Secure on an off-session charge): the provider's page where they pay it themselves
 * (docs/product.md#payments). Queued in the transaction that marks the instalment as waiting.
 */
export const installmentActionRequiredMail: MailTemplate<{
  orderId: string;
  firstName: string | null;
  rank: number;
  numberOfInstallments: number;
  amountCents: number;
  currency: string;
  dueDate: string;
  url: string;
}> = {
  name: 'installment-action-required',
  payload: z.object({
    orderId: z.string().min(1),
    firstName: z.string().nullable(),
    rank: z.number().int().min(2),
    numberOfInstallments: z.number().int().min(2),
    amountCents: z.number().int().min(1),
    currency: z.string().regex(/^[A-Z]{3}$/),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    url: z.url({ protocol: /^https?$/ }),
  }),
  compose: (payload, { tenant, locale, t }) => ({
    subject: t('installmentActionRequired.subject', { club: tenant.clientLongName }),
    heading: t('installmentActionRequired.heading'),
    firstName: payload.firstName,
    paragraphs: [
      t('installmentActionRequired.body', {
        rank: payload.rank,
        count: payload.numberOfInstallments,
        orderId: payload.orderId,
        amount: formatDocumentMoney(payload.amountCents, locale, payload.currency),
      }),
      t('installmentActionRequired.why'),
    ],
    action: { label: t('installmentActionRequired.action'), url: payload.url },
    notes: [t('installmentActionRequired.note')],
  }),
};

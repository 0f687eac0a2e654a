import { accountExistsMail } from './account-exists';
import { installmentActionRequiredMail } from './installment-action-required';
import type { MailTemplate } from './mail-template';
import { orderCancelledMail } from './order-cancelled';
import { orderConfirmedMail } from './order-confirmed';
import { resalePayoutPaidMail } from './resale-payout-paid';
import { resaleSoldMail } from './resale-sold';
import { resetPasswordMail } from './reset-password';
import { staffInvitationMail } from './staff-invitation';
import { ticketRefundedMail } from './ticket-refunded';
import { ticketTransferMail } from './ticket-transfer';
import { ticketsMail } from './tickets';
import { verifyEmailMail } from './verify-email';

/** Every template the worker can render, by the name stored in the outbox. */
export const MAIL_TEMPLATES: ReadonlyMap<string, MailTemplate<never>> = new Map(
  [
    verifyEmailMail,
    resetPasswordMail,
    // No longer queued (sign-up says a taken address, ADR 0054): kept for mails queued before.
    accountExistsMail,
    orderConfirmedMail,
    installmentActionRequiredMail,
    ticketsMail,
    ticketTransferMail,
    resaleSoldMail,
    resalePayoutPaidMail,
    orderCancelledMail,
    ticketRefundedMail,
    staffInvitationMail,
  ].map((template) => [template.name, template as MailTemplate<never>]),
);

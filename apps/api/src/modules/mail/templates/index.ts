import type { MailTemplate } from './mail-template';
import { orderConfirmedMail } from './order-confirmed';
import { resetPasswordMail } from './reset-password';
import { ticketsMail } from './tickets';
import { verifyEmailMail } from './verify-email';

/** Every template the worker can render, by the name stored in the outbox. */
export const MAIL_TEMPLATES: ReadonlyMap<string, MailTemplate<never>> = new Map(
  [verifyEmailMail, resetPasswordMail, orderConfirmedMail, ticketsMail].map((template) => [
    template.name,
    template as MailTemplate<never>,
  ]),
);

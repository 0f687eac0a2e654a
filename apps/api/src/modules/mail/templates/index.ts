import type { MailTemplate } from './mail-template';
import { resetPasswordMail } from './reset-password';
import { verifyEmailMail } from './verify-email';

/** Every template the worker can render, by the name stored in the outbox. */
export const MAIL_TEMPLATES: ReadonlyMap<string, MailTemplate<never>> = new Map(
  [verifyEmailMail, resetPasswordMail].map((template) => [template.name, template as MailTemplate<never>]),
);

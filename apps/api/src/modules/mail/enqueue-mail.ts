import { type DbExecutor, mailOutbox } from '@stadio/db';
import type { MailTemplate } from './templates/mail-template';

/** A mail to send once the caller's transaction commits. */
export interface OutgoingMail<Payload> {
  tenantId: string;
  to: string;
  locale: string;
  payload: Payload;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the business change it belongs
 * to: the mail is then sent if and only if the change commits (ADR 0006). Returns the outbox id.
 */
export async function enqueueMail<Payload>(
  executor: DbExecutor,
  template: MailTemplate<Payload, unknown>,
  mail: OutgoingMail<Payload>,
  now: Date,
): Promise<string> {
  // Checked now rather than by the worker, so a bug surfaces in the request that made it.
  const payload = template.payload.parse(mail.payload) as Record<string, unknown>;
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      tenantId: mail.tenantId,
      recipient: mail.to,
      template: template.name,
      locale: mail.locale,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

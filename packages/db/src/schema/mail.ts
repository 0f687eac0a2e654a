import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/**
 * The transactional outbox of e-mails (ADR 0006). A business change inserts its mail here in the
 * same transaction, so a mail exists exactly when the change committed; the mail worker claims
 * due rows with a lease (`status = 'sending'`, `lease_until`), sends them over SMTP with a
 * Message-ID derived from `id`, then marks them sent. A worker that dies mid-send leaves a lease
 * that expires, and the mail is sent again with the same Message-ID.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    recipient: text('recipient').notNull(),
    /** Name of a template of the API's mail module (verify-email, reset-password…). */
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /** What the template needs (names, tokens); validated by the template when rendering. */
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Sending attempts started so far (a claimed row counts as one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptzDate('next_attempt_at').notNull(),
    /** While `sending`: when the claiming worker is presumed dead and the row may be claimed again. */
    leaseUntil: timestamptzDate('lease_until'),
    lastError: text('last_error'),
    sentAt: timestamptzDate('sent_at'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The worker serves every club from one queue, so this index deliberately does not start with
    // tenant_id (ADR 0006): it holds only unsent rows, ordered by when they are due.
    index('mail_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_recipient').on(t.tenantId, t.recipient),
    check('mail_outbox_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('mail_outbox_lease', sql`${t.status} <> 'sending' or ${t.leaseUntil} is not null`),
    check('mail_outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);

/** A `mail_outbox` row as read from the database. */
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

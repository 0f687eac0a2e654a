import { type Database, mailOutbox, type MailOutboxRow } from '@stadio/db';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';

/**
 * Claims up to `limit` due rows for this worker: pending rows whose time has come, and rows whose
 * sending lease ran out (their worker died). `FOR UPDATE SKIP LOCKED` lets several workers poll
 * at once without waiting for or claiming each other's rows; the claim commits before any SMTP
 * traffic, so a crash while sending leaves a `sending` row with a lease that will expire.
 */
export async function claimDueMails(
  db: Database,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<MailOutboxRow[]> {
  const { now, leaseMs, limit } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ tenantId: mailOutbox.tenantId, id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          lte(mailOutbox.nextAttemptAt, now),
          or(
            eq(mailOutbox.status, 'pending'),
            and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseUntil, now)),
          ),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        leaseUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(or(...due.map((row) => and(eq(mailOutbox.tenantId, row.tenantId), eq(mailOutbox.id, row.id)))))
      .returning();
  });
}

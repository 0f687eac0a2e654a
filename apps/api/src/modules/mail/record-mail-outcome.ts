import { type Database, mailOutbox, type MailOutboxRow } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { retryDelayMs, type MailWorkerSettings } from './mail-worker-settings';

// Only the claim that is still current may settle a row: if this worker's lease ran out and
// another worker claimed the row again, `attempts` moved on and these updates change nothing.
function stillClaimed(row: MailOutboxRow) {
  return and(
    eq(mailOutbox.tenantId, row.tenantId),
    eq(mailOutbox.id, row.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, row.attempts),
  );
}

/** Marks a claimed row as sent. */
export async function markSent(db: Database, row: MailOutboxRow, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, leaseUntil: null, lastError: null })
    .where(stillClaimed(row));
}

/**
 * Records a failed attempt: back to `pending` after an exponential delay, or `failed` for good
 * when the error is permanent or the attempts are used up. Returns the new status.
 */
export async function markAttemptFailed(
  db: Database,
  row: MailOutboxRow,
  failure: { error: string; permanent: boolean; now: Date; settings: MailWorkerSettings },
): Promise<'pending' | 'failed'> {
  const { error, permanent, now, settings } = failure;
  const giveUp = permanent || row.attempts >= settings.maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      leaseUntil: null,
      lastError: error.slice(0, 1_000),
      nextAttemptAt: giveUp
        ? row.nextAttemptAt
        : new Date(now.getTime() + retryDelayMs(row.attempts, settings)),
    })
    .where(stillClaimed(row));
  return giveUp ? 'failed' : 'pending';
}

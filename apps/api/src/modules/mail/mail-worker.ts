import { isDatabaseUnavailable, type Database, type MailOutboxRow } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import type { Tenant, TenantRegistry } from '@stadio/tenants';
import { createPeriodicLoop } from '../../background/periodic-loop';
import { claimDueMails } from './claim-due-mails';
import { DEFAULT_MAIL_WORKER_SETTINGS, type MailWorkerSettings } from './mail-worker-settings';
import { markAttemptFailed, markSent } from './record-mail-outcome';
import { renderMail, UnrenderableMailError } from './render-mail';
import { createSmtpTransport } from './smtp-transport';

/** Dependencies of {@link createMailWorker}. */
export interface MailWorkerOptions {
  db: Database;
  /** smtp://user:password@host:port (SMTP_URL). */
  smtpUrl: string;
  /** Sender address; the club's long name is shown as the sender's name. */
  fromAddress: string;
  tenantRegistry: () => TenantRegistry;
  shopOrigin: (tenant: Tenant) => string;
  logger: Logger;
  /** Clock for due times and leases; default the system clock. */
  now?: () => Date;
  settings?: Partial<MailWorkerSettings>;
}

/** The outbox worker of the API process. */
export interface MailWorker {
  /** Polls in the background until {@link MailWorker.stop}. */
  start(): void;
  /** Stops polling, waits for mails being sent, closes the SMTP transport. */
  stop(): Promise<void>;
  /** Claims and sends one batch; returns how many rows it claimed (tests drive the worker with it). */
  runOnce(): Promise<number>;
}

/** SMTP 5xx answers are permanent ("no such mailbox"); 4xx and network errors are worth retrying. */
function isPermanent(error: unknown): boolean {
  if (error instanceof UnrenderableMailError) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends the outbox over SMTP (ADR 0006): claim due rows with a lease, send each with a
 * Message-ID derived from its outbox id, mark it sent; on failure retry with exponential backoff.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, logger, fromAddress } = options;
  const settings = { ...DEFAULT_MAIL_WORKER_SETTINGS, ...options.settings };
  const now = options.now ?? (() => new Date());
  const transport = createSmtpTransport(options.smtpUrl);
  const messageIdDomain = fromAddress.split('@')[1] ?? 'stadio.localhost';

  async function deliver(row: MailOutboxRow): Promise<void> {
    const log = logger.child({
      outboxId: row.id,
      tenant: row.tenantId,
      template: row.template,
      attempt: row.attempts,
    });
    try {
      const tenant = options.tenantRegistry().bySlug.get(row.tenantId);
      if (!tenant) throw new UnrenderableMailError(`tenant "${row.tenantId}" is not configured`);
      const mail = await renderMail(row, tenant, options.shopOrigin(tenant), { db, now: now() });
      await transport.sendMail({
        from: { name: tenant.clientLongName, address: fromAddress },
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        // The same outbox row always carries the same Message-ID, so a copy sent again after a
        // crash can be recognised as a duplicate by mail clients and by our tests.
        messageId: `<${row.id}@${messageIdDomain}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    } catch (error) {
      const status = await markAttemptFailed(db, row, {
        error: (error as Error).message,
        permanent: isPermanent(error),
        now: now(),
        settings,
      });
      log.warn(
        { err: error, status },
        status === 'failed' ? 'mail given up' : 'mail send failed; will retry',
      );
      return;
    }
    await recordSent(row, log);
    log.info('mail sent');
  }

  /**
   * Marks a sent mail as sent. The database restarting at that moment must not make the mail go
   * twice (its lease would run out and another poll send it again): while the database cannot be
   * reached the mark is retried, for half the lease at most; beyond that the mail may go twice
   * (at least once, ADR 0006).
   */
  async function recordSent(row: MailOutboxRow, log: Logger): Promise<void> {
    const giveUpAt = performance.now() + settings.leaseMs / 2;
    for (let waitMs = 100; ; waitMs = Math.min(waitMs * 2, 5_000)) {
      try {
        return await markSent(db, row, now());
      } catch (error) {
        if (!isDatabaseUnavailable(error) || performance.now() + waitMs > giveUpAt) throw error;
        log.warn({ err: { message: (error as Error).message } }, 'mail sent, not yet recorded; retrying');
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDueMails(db, {
      now: now(),
      leaseMs: settings.leaseMs,
      limit: settings.batchSize,
    });
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  // A full batch suggests more is due: poll again at once instead of sleeping.
  const loop = createPeriodicLoop(runOnce, {
    intervalMs: settings.pollIntervalMs,
    logger,
    failure: 'mail worker poll failed',
    again: (claimed) => claimed >= settings.batchSize,
  });

  return {
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      transport.close();
    },
    runOnce,
  };
}

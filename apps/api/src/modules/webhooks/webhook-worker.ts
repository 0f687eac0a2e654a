import { webhookAttempts, webhookDeliveries, type Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { createPeriodicLoop } from '../../background/periodic-loop';
import { claimDueDeliveries, type ClaimedDelivery } from './claim-due-deliveries';
import { postWebhook, type PostOutcome } from './webhook-http';
import { loopbackHttpAllowed } from './webhook-url';
import { DEFAULT_WEBHOOK_WORKER_SETTINGS, type WebhookWorkerSettings } from './webhook-worker-settings';

/** Dependencies of {@link createWebhookWorker}. */
export interface WebhookWorkerOptions {
  db: Database;
  logger: Logger;
  /** Clock for due times, leases and signatures; default the system clock. */
  now?: () => Date;
  settings?: Partial<WebhookWorkerSettings>;
  /** Whether private and loopback addresses may be called (development and tests only: webhook-url.ts). */
  allowPrivateAddresses?: boolean;
}

/** The webhook worker of the API process. */
export interface WebhookWorker {
  start(): void;
  /** Stops polling and waits for the deliveries being sent. */
  stop(): Promise<void>;
  /** Claims and sends one batch; returns how many it claimed (tests drive the worker with it). */
  runOnce(): Promise<number>;
}

/**
 * Sends the webhook outbox (ADR 0052): claims due deliveries, signs each with its endpoint's
 * secret (Standard Webhooks: webhook-id is the event's msg_ id, the same for every attempt),
 * POSTs it, logs the attempt, and marks it delivered on 2xx, else schedules the next attempt or
 * gives up when the schedule is used up.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, logger } = options;
  const settings = { ...DEFAULT_WEBHOOK_WORKER_SETTINGS, ...options.settings };
  const now = options.now ?? (() => new Date());
  const allowPrivate = options.allowPrivateAddresses ?? loopbackHttpAllowed();

  async function record(delivery: ClaimedDelivery, startedAt: Date, outcome: PostOutcome): Promise<string> {
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const delay = settings.retryDelaysMs[delivery.attempts - 1];
    const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .insert(webhookAttempts)
        .values({
          tenantId: delivery.tenantId,
          deliveryId: delivery.id,
          attempt: delivery.attempts,
          startedAt,
          statusCode: outcome.statusCode,
          excerpt: outcome.excerpt,
          durationMs: outcome.durationMs,
        })
        .onConflictDoNothing();
      // Only the claim still current settles the row (a lease taken over moved `attempts` on).
      await tx
        .update(webhookDeliveries)
        .set({
          status,
          leaseUntil: null,
          lastStatusCode: outcome.statusCode,
          deliveredAt: delivered ? at : null,
          nextAttemptAt: status === 'pending' ? new Date(at.getTime() + (delay ?? 0)) : null,
        })
        .where(
          and(
            eq(webhookDeliveries.tenantId, delivery.tenantId),
            eq(webhookDeliveries.id, delivery.id),
            eq(webhookDeliveries.status, 'sending'),
            eq(webhookDeliveries.attempts, delivery.attempts),
          ),
        );
    });
    return status;
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const startedAt = now();
    const body = JSON.stringify(delivery.payload);
    // Signed at the real time, whatever clock schedules the outbox: receivers refuse a
    // webhook-timestamp far from their own clock (replay protection).
    const signedAt = new Date();
    const signature = new Webhook(delivery.secret).sign(delivery.messageId, signedAt, body);
    const outcome = await postWebhook(
      delivery.url,
      body,
      {
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': signature,
        'user-agent': 'Stadio-Webhooks/1',
      },
      { timeoutMs: settings.timeoutMs, excerptChars: settings.excerptChars, allowPrivate },
    );
    const status = await record(delivery, startedAt, outcome);
    logger[status === 'failed' ? 'warn' : 'info'](
      {
        tenant: delivery.tenantId,
        delivery: delivery.id,
        attempt: delivery.attempts,
        statusCode: outcome.statusCode,
      },
      `webhook ${status}`,
    );
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(db, {
      now: now(),
      leaseMs: settings.leaseMs,
      limit: settings.batchSize,
    });
    // One receiver slow to answer must not hold up the others' deliveries of the batch.
    await Promise.all(claimed.map((delivery) => deliver(delivery)));
    return claimed.length;
  }

  const loop = createPeriodicLoop(runOnce, {
    intervalMs: settings.pollIntervalMs,
    logger,
    failure: 'webhook worker poll failed',
    again: (claimed) => claimed >= settings.batchSize,
  });
  return { start: () => loop.start(), stop: () => loop.stop(), runOnce };
}

import { randomBytes } from 'node:crypto';
import { webhookDeliveries, webhookEndpoints, webhookMessages, type DbExecutor } from '@stadio/db';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEvent } from './webhook-event-types';

/** A message id as Standard Webhooks recommends: unique, stable across attempts and endpoints. */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Writes an event to the webhook outbox with the transaction of the change it reports (ADR 0052):
 * it is delivered if and only if the change commits. One message (one webhook-id) and one delivery
 * per enabled endpoint of the club that chose this type; nothing at all for a club without one, so
 * the sale paths pay one indexed read. `data` is built only when someone listens.
 */
export async function emitWebhookEvent(
  executor: DbExecutor,
  event: {
    tenantId: string;
    type: WebhookEvent;
    now: Date;
    data: () => Promise<Record<string, unknown> | null>;
  },
): Promise<string | null> {
  const { tenantId, type, now } = event;
  const listeners = await executor
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.eventTypes, [type]),
      ),
    );
  if (listeners.length === 0) return null;
  const data = await event.data();
  if (!data) return null;
  const id = newMessageId();
  await executor.insert(webhookMessages).values({
    tenantId,
    id,
    type,
    payload: { type, timestamp: now.toISOString(), data },
    createdAt: now,
  });
  await executor.insert(webhookDeliveries).values(
    listeners.map((endpoint) => ({
      tenantId,
      endpointId: endpoint.id,
      messageId: id,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  return id;
}

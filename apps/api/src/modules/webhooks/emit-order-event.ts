import type { DbExecutor } from '@stadio/db';
import { emitWebhookEvent } from './emit-webhook-event';
import type { WebhookEvent } from './webhook-event-types';
import { webhookOrder, webhookTickets } from './webhook-payloads';

/**
 * Writes an order.* event: the order as {@link webhookOrder} describes it, its tickets either
 * those in a status (`tickets`) or named ones (a refund's), and what the event adds (`extra`).
 */
export function emitOrderEvent(
  executor: DbExecutor,
  event: {
    tenantId: string;
    orderId: string;
    now: Date;
    type: Extract<WebhookEvent, `order.${string}`>;
    tickets: 'confirmed' | readonly string[];
    extra?: Record<string, unknown>;
  },
): Promise<string | null> {
  const { tenantId, orderId, tickets } = event;
  return emitWebhookEvent(executor, {
    tenantId,
    type: event.type,
    now: event.now,
    data: async () => {
      const order = await webhookOrder(
        executor,
        tenantId,
        orderId,
        tickets === 'confirmed' ? 'confirmed' : null,
      );
      if (!order) return null;
      if (tickets !== 'confirmed') order['tickets'] = await webhookTickets(executor, tenantId, tickets);
      return { ...order, ...event.extra };
    },
  });
}

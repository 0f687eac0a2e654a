import type { DbExecutor } from '@stadio/db';
import { emitWebhookEvent } from './emit-webhook-event';
import { webhookTickets } from './webhook-payloads';

/**
 * One entry.recorded event per gate entry just recorded, online or from a device's offline
 * batch (both sync through recordGateEntries), in the transaction that recorded them.
 */
export async function emitEntryEvents(
  executor: DbExecutor,
  sync: { tenantId: string; eventId: string; deviceId: string; now: Date },
  entries: ReadonlyArray<{ ticketId: string; version: number; entryId: string; scannedAt: Date }>,
): Promise<void> {
  if (entries.length === 0) return;
  let tickets: Map<string, Awaited<ReturnType<typeof webhookTickets>>[number]> | undefined;
  for (const entry of entries)
    await emitWebhookEvent(executor, {
      tenantId: sync.tenantId,
      type: 'entry.recorded',
      now: sync.now,
      data: async () => {
        tickets ??= new Map(
          (
            await webhookTickets(
              executor,
              sync.tenantId,
              entries.map((e) => e.ticketId),
            )
          ).map((ticket) => [ticket.ticketId, ticket]),
        );
        const ticket = tickets.get(entry.ticketId);
        return {
          entryId: entry.entryId,
          ticketId: entry.ticketId,
          ticketVersion: entry.version,
          eventId: sync.eventId,
          seat: ticket?.seat ?? null,
          deviceId: sync.deviceId,
          scannedAt: new Date(entry.scannedAt).toISOString(),
        };
      },
    });
}

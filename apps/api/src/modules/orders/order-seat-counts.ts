import { seatTickets, type DbExecutor } from '@stadio/db';
import { and, count, eq } from 'drizzle-orm';

/** Seat tickets on hold per event in an order: where parking is offered, and how much of it. */
export async function seatTicketsPerEvent(
  db: DbExecutor,
  tenantId: string,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ eventId: seatTickets.eventId, n: count() })
    .from(seatTickets)
    .where(
      and(
        eq(seatTickets.tenantId, tenantId),
        eq(seatTickets.orderId, orderId),
        eq(seatTickets.status, 'onhold'),
      ),
    )
    .groupBy(seatTickets.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}

import { ancillaryTickets, seatTickets, ticketGroups, type DbExecutor } from '@stadio/db';
import { and, eq, notExists, sql } from 'drizzle-orm';

/** Groups of an order left without tickets (the ancillary group without extras) leave the order. */
export async function deleteEmptyGroups(tx: DbExecutor, tenantId: string, orderId: string): Promise<void> {
  const seatTicketOfGroup = tx
    .select({ one: sql`1` })
    .from(seatTickets)
    .where(
      and(
        eq(seatTickets.tenantId, ticketGroups.tenantId),
        eq(seatTickets.orderId, orderId),
        eq(seatTickets.groupId, ticketGroups.id),
      ),
    );
  const ancillaryOfGroup = tx
    .select({ one: sql`1` })
    .from(ancillaryTickets)
    .where(
      and(
        eq(ancillaryTickets.tenantId, ticketGroups.tenantId),
        eq(ancillaryTickets.orderId, orderId),
        eq(ancillaryTickets.groupId, ticketGroups.id),
      ),
    );
  await tx
    .delete(ticketGroups)
    .where(
      and(
        eq(ticketGroups.tenantId, tenantId),
        eq(ticketGroups.orderId, orderId),
        notExists(seatTicketOfGroup),
        notExists(ancillaryOfGroup),
      ),
    );
}

import { ticketGroups, type DbExecutor } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { newId } from './new-id';

/**
 * The order's group of extra purchases (kind `ancillary`, no event nor pack), created on first use.
 * Parking places and the plastic card live there: they stay when a group of tickets is deleted,
 * and a parking place goes only when no ticket of its event is left.
 */
export async function ancillaryGroupOf(
  tx: DbExecutor,
  scope: { tenantId: string; orderId: string; now: Date },
): Promise<string> {
  const [existing] = await tx
    .select({ id: ticketGroups.id })
    .from(ticketGroups)
    .where(
      and(
        eq(ticketGroups.tenantId, scope.tenantId),
        eq(ticketGroups.orderId, scope.orderId),
        eq(ticketGroups.kind, 'ancillary'),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const id = newId('grp');
  await tx.insert(ticketGroups).values({
    tenantId: scope.tenantId,
    id,
    orderId: scope.orderId,
    kind: 'ancillary',
    createdAt: scope.now,
  });
  return id;
}

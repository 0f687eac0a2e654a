import { customers, type DbExecutor } from '@stadio/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { identityError } from './identity-errors';

/*
 * Revocable sessions (ADR 0022). The storefront's session cookie carries the customer's session
 * epoch of when it was opened; raising the epoch ends every session opened before. Logging out,
 * "log out everywhere", a password change or reset and deleting the account raise it.
 */

/** The customer's current epoch; undefined when there is no live customer with this id. */
export async function sessionEpochOf(db: DbExecutor, tenantId: string, customerId: string) {
  const [row] = await db
    .select({ epoch: customers.sessionEpoch })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row?.epoch;
}

/** Ends every session of the customer; the new epoch, which a session opened now carries. */
export async function endSessions(db: DbExecutor, tenantId: string, customerId: string): Promise<number> {
  const [row] = await db
    .update(customers)
    .set({ sessionEpoch: sql`${customers.sessionEpoch} + 1` })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId), isNull(customers.deletedAt)))
    .returning({ epoch: customers.sessionEpoch });
  if (!row) throw identityError('CUSTOMER_NOT_FOUND', 'No such customer at this club');
  return row.epoch;
}

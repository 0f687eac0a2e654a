import { customers, type CustomerRow, type DbExecutor } from '@stadio/db';
import { and, eq, isNull } from 'drizzle-orm';
import { identityError } from './identity-errors';

/** The live (not deleted) customer `id` of club `tenantId`, if any. */
export async function findLiveCustomer(
  db: DbExecutor,
  tenantId: string,
  id: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id), isNull(customers.deletedAt)));
  return row;
}

/** The live customer of club `tenantId` with this (normalised) e-mail, if any. */
export async function findLiveCustomerByEmail(
  db: DbExecutor,
  tenantId: string,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email), isNull(customers.deletedAt)));
  return row;
}

/** {@link findLiveCustomer}, failing with CUSTOMER_NOT_FOUND. */
export async function requireLiveCustomer(
  db: DbExecutor,
  tenantId: string,
  id: string,
): Promise<CustomerRow> {
  const row = await findLiveCustomer(db, tenantId, id);
  if (!row) throw identityError('CUSTOMER_NOT_FOUND', 'No customer with this id at this club');
  return row;
}

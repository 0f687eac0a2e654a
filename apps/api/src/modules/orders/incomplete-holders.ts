import type { Tenant } from '@stadio/tenants';
import type { SqlClient } from '../../database/sql-client';
import { validateHolder } from './holder-fields';

/** A ticket of an order whose holder lacks what the club requires, and which fields. */
export interface IncompleteHolder {
  ticketId: string;
  fields: string[];
}

/**
 * The order's tickets whose holder is not filled in while the club requires some of its fields
 * (`requiredHolderFields`, docs/product.md#holders), checked with the same shared rules as the
 * information step (@stadio/customers, through validateHolder). A saved holder passed those rules
 * when it was saved and cannot change afterwards (HOLDER_LOCKED), so it stands as saved.
 */
export async function incompleteHolders(
  client: SqlClient,
  tenant: Tenant,
  orderId: string,
): Promise<IncompleteHolder[]> {
  const { rows } = await client.query<{ id: string }>(
    `select id from seat_tickets
     where tenant_id = $1 and order_id = $2 and status = 'onhold' and holder_set_at is null
     order by id`,
    [tenant.slug, orderId],
  );
  if (rows.length === 0) return [];
  // An unsaved holder is a blank one: what the club's rules say of that holds for each ticket.
  const blank = validateHolder({}, tenant.requiredHolderFields);
  if (blank.ok) return [];
  const fields = [...new Set(blank.errors.map((error) => error.field))];
  return rows.map((row) => ({ ticketId: row.id, fields }));
}

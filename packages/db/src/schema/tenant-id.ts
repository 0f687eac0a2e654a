import { text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * The `tenant_id` column every tenant-owned table starts with (see ADR 0003): not null and a
 * foreign key to `tenants`. Put it first in the table and first in its primary key and indexes.
 * No cascades: a slug is permanent, and deleting a club must be a deliberate, reviewed operation.
 */
export function tenantId() {
  return text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'restrict' });
}

/**
 * `tenant_id` of a row on the seat-hold hot path whose club is already guaranteed by a composite
 * foreign key to its parent (a ticket → its order → its customer → `tenants`). A direct reference
 * to `tenants` would make every hold lock the club's one `tenants` row (ADR 0008, addendum).
 */
export function inheritedTenantId() {
  return text('tenant_id').notNull();
}

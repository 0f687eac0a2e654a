import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per club. The tenant JSON files (packages/tenants) stay the source of truth for
 * configuration; this row exists so every other table can reference a tenant with a foreign key.
 * The seed keeps it in sync with the files. `id` is the tenant slug and is therefore what every
 * other table stores in its `tenant_id` column.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // Same rule as the tenant file's slug, so a typo in a hand-written script cannot create a tenant
  // that no file (and no host name) can ever reach.
  (table) => [check('tenants_id_is_slug', sql`${table.id} ~ '^[a-z0-9][a-z0-9-]{1,40}$'`)],
);

/** A `tenants` row as read from the database. */
export type TenantRow = typeof tenants.$inferSelect;
/** A `tenants` row as written to the database (defaults may be omitted). */
export type NewTenantRow = typeof tenants.$inferInsert;

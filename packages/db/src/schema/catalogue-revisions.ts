import { bigint, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';

/**
 * A club's catalogue revision: every statement that changes what a seat hold checks (venue,
 * events, packs, channels, products, prices) adds one, through the `catalogue_touched` triggers of
 * migration 0010. The API keeps those facts in memory per revision, and each hold verifies in its
 * own statement that the revision it was checked against is still the club's (ADR 0012).
 */
export const catalogueRevisions = pgTable(
  'catalogue_revisions',
  {
    tenantId: tenantId(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

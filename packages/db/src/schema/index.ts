/*
 * The database schema, one file per domain.
 *
 * RULE (ADR 0003): every table except `tenants` itself carries a `tenant_id` column
 * (use `tenantId()` from ./tenant-id), `tenant_id` leads its primary key, unique constraints and
 * indexes, and every query filters on it. That keeps one club's data out of another club's
 * pages and lets the tables be distributed by tenant (e.g. Citus) when one node is outgrown.
 *
 * drizzle-kit reads this file to generate migrations: export tables from here, not helpers.
 */
export * from './tenants';
export * from './venues';
export * from './catalogue-revisions';
export * from './events';
export * from './stock';
export * from './packs';
export * from './identity';
export * from './mail';
export * from './parking';
export * from './orders';
export * from './promo';
export * from './delivery';
export * from './credit-notes';
export * from './ticket-transfers';
export * from './resale-payouts';
export * from './payout-batches';
export * from './payments';
export * from './waiting-rooms';
export * from './security';
export * from './staff';
export * from './gate-entries';
export * from './outgoing-webhooks';
export * from './api-keys';

import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/**
 * A club's key to its read API (docs/integrations.md#read-api, ADR 0053). The key itself is shown
 * once at creation and never stored: only its SHA-256 (`key_hash`, hex), which the API looks up
 * together with the club of the shop domain it was used on, so a key of one club is unknown at
 * every other. `prefix` is the key's first characters, kept so staff recognise it in the list.
 * Revoked keys stay (who made and revoked them, last use) for the audit; they authenticate nothing.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** What the key may do; `read` is the only scope (the API has no write endpoint). */
    scope: text('scope', { enum: ['read'] })
      .notNull()
      .default('read'),
    createdBy: uuid('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: timestamptzDate('created_at').notNull(),
    /** Written at most about once a minute per key, not on every request (ADR 0053). */
    lastUsedAt: timestamptzDate('last_used_at'),
    revokedAt: timestamptzDate('revoked_at'),
    revokedBy: uuid('revoked_by'),
    revokedByEmail: text('revoked_by_email'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('api_keys_hash').on(t.tenantId, t.keyHash),
    index('api_keys_created').on(t.tenantId, t.createdAt),
    check('api_keys_scope', sql`${t.scope} in ('read')`),
    check('api_keys_hash_hex', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** An `api_keys` row. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;

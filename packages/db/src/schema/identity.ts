import type { Gender } from '@stadio/customers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id';
import { timestamptzDate } from './timestamptz';

/*
 * Accounts of a club's customers, kept in our database (docs/product.md#account). A customer belongs to one
 * club: the same e-mail at two clubs is two accounts. Every key starts with tenant_id (ADR 0003).
 */

/**
 * A customer (docs/product.md#account). `email` is stored lower-case and unique per club among live
 * accounts; deleting an account anonymises the row (personal data gone, `deleted_at` set) rather
 * than removing it, so orders keep their customer for accounting.
 */
export const customers = pgTable(
  'customers',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    /**
     * scrypt with its parameters (see ADR 0007); null once anonymised or for accounts of an external
     * provider.
     */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['female', 'male', 'unknown'] as const satisfies readonly Gender[] })
      .notNull()
      .default('unknown'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    country: text('country'),
    company: text('company'),
    cityName: text('city_name'),
    streetAddress: text('street_address'),
    postalCode: text('postal_code'),
    phoneNumber: text('phone_number'),
    iban: text('iban'),
    bic: text('bic'),
    isEarlyBird: boolean('is_early_bird').notNull().default(false),
    acceptsEventoriCrmCommunication: boolean('accepts_eventori_crm_communication').notNull().default(false),
    acceptsExternalPartnersCommunication: boolean('accepts_external_partners_communication')
      .notNull()
      .default(false),
    /** Subject of the account at the club's OpenID Connect provider, when it has one. */
    keycloakId: text('keycloak_id'),
    /** Language of the customer's e-mails, one of the club's locales. */
    preferredLocale: text('preferred_locale').notNull(),
    emailVerifiedAt: timestamptzDate('email_verified_at'),
    createdAt: timestamptzDate('created_at').notNull().defaultNow(),
    updatedAt: timestamptzDate('updated_at').notNull().defaultNow(),
    /** When the account was deleted and its personal data anonymised. */
    deletedAt: timestamptzDate('deleted_at'),
    /**
     * Sessions carry the epoch they were opened in; raising it (log out everywhere, password
     * changed or reset) ends every session opened before (ADR 0022).
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Only live accounts own their address: after a deletion the same person may sign up again.
    uniqueIndex('customers_email')
      .on(t.tenantId, t.email)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('customers_keycloak_id')
      .on(t.tenantId, t.keycloakId)
      .where(sql`${t.keycloakId} is not null`),
    check('customers_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // @stadio/customers' GENDERS; type-only imports keep the schema free of runtime packages.
    check('customers_gender', sql`${t.gender} in ('female', 'male', 'unknown')`),
  ],
);

/**
 * A single-use link sent by e-mail (verify the address, reset the password). Only the SHA-256 of
 * the token is stored, so a leaked table does not hand out working links.
 */
export const actionTokens = pgTable(
  'action_tokens',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptzDate('created_at').notNull(),
    expiresAt: timestamptzDate('expires_at').notNull(),
    usedAt: timestamptzDate('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'action_tokens_customer_fk',
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    uniqueIndex('action_tokens_hash').on(t.tenantId, t.tokenHash),
    index('action_tokens_customer').on(t.tenantId, t.customerId, t.kind, t.createdAt),
    check('action_tokens_kind', sql`${t.kind} in ('verify_email', 'reset_password')`),
    check('action_tokens_expire_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * One row per failed password check, the memory of login throttling: failures are counted per
 * e-mail and per client IP over a sliding window (see ADR 0007). Keyed by e-mail rather than
 * customer so guessing at unknown addresses is throttled the same way.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    /** Null when the check was not a login (a wrong current password when changing it). */
    ip: text('ip'),
    failedAt: timestamptzDate('failed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('login_failures_email').on(t.tenantId, t.email, t.failedAt),
    index('login_failures_ip').on(t.tenantId, t.ip, t.failedAt),
  ],
);

/** A `customers` row as read from the database. */
export type CustomerRow = typeof customers.$inferSelect;
/** A `customers` row as written to the database (defaults may be omitted). */
export type NewCustomerRow = typeof customers.$inferInsert;
/** An `action_tokens` row. */
export type ActionTokenRow = typeof actionTokens.$inferSelect;

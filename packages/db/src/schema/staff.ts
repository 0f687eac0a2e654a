import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { timestamptzDate } from './timestamptz';

/*
 * Club staff and what they did (docs/staff-roles.md, ADR 0024). Staff are not customers: their
 * own table, their own sign-in and cookie, and every action they take leaves an audit row.
 */

/** The staff roles of docs/product.md; what each may do is the permission table of the API's staff module. */
export const STAFF_ROLES = [
  'admin',
  'crm',
  'customer',
  'rms',
  'season_manager',
  'security',
  'superadmin',
  'ticket_office',
  'website',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const roleList = sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * One staff account. Club staff belong to one club (`tenant_id`); a platform `superadmin` belongs
 * to none (`tenant_id` null) and may sign in at every club, which is why this table, like
 * `rate_limits`, does not lead with a tenant id (ADR 0024). Sign-in needs the password and a TOTP
 * code; there is no account without both.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The club; null only for a platform superadmin. */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** scrypt, as customers' passwords (@stadio/customers/password-hash). */
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238, 30 s steps, 6 digits). */
    totpSecret: text('totp_secret').notNull(),
    /** The time step of the last code accepted: a code is good once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Raised to end every session of the account (as customers.session_epoch, ADR 0022). */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: timestamptzDate('created_at').notNull(),
    disabledAt: timestamptzDate('disabled_at'),
    /**
     * Set when an administrator reset the second factor: the stored secret is then a random one
     * nobody holds until the member enrols again through the e-mailed link (staff_invitations,
     * kind `totp_reset`); cleared on enrolment.
     */
    totpResetAt: timestamptzDate('totp_reset_at'),
  },
  (t) => [
    uniqueIndex('staff_accounts_email').on(sql`coalesce(${t.tenantId}, '')`, t.email),
    check('staff_accounts_role', sql`${t.role} in (${roleList})`),
    check('staff_accounts_superadmin_platform', sql`(${t.role} = 'superadmin') = (${t.tenantId} is null)`),
  ],
);

/**
 * What staff did: who, what, on what, when, and the state before and after. Written in the
 * transaction of the action itself, so an action that rolls back leaves no row and one that
 * commits always has its row. `tenant_id` is the club acted at (null for a platform account
 * created from the command line); `staff_id` null means the command line.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    staffId: uuid('staff_id'),
    /** Kept beside the id so the row still says who after an account is removed. */
    staffEmail: text('staff_email'),
    /** e.g. `order.cancel`, `order.resend_tickets`, `order.view`, `staff.create`, `staff.login`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptzDate('created_at').notNull(),
  },
  (t) => [
    index('staff_audit_log_target').on(t.tenantId, t.targetType, t.targetId, t.createdAt),
    index('staff_audit_log_staff').on(t.staffId, t.createdAt),
  ],
);

/** What an e-mailed staff link does: make a new account, or enrol a new TOTP on an existing one. */
export const STAFF_INVITATION_KINDS = ['invite', 'totp_reset'] as const;
export type StaffInvitationKind = (typeof STAFF_INVITATION_KINDS)[number];

const invitableRoleList = sql.raw(
  STAFF_ROLES.filter((role) => role !== 'superadmin')
    .map((role) => `'${role}'`)
    .join(', '),
);

/**
 * An e-mailed link of the club's staff management (docs/staff-roles.md): an invitation to a new
 * account, or, after an administrator reset an account's second factor, the link to enrol a new
 * one. Only the SHA-256 of the token is stored; it is good once (`accepted_at`) until
 * `expires_at` (48 h), and a re-send replaces the token. The TOTP secret the link enrols is made
 * with it, so the QR code shown is the same on every visit of the link. At most one open link per
 * club, kind and e-mail.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: STAFF_INVITATION_KINDS }).notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The account whose second factor is re-enrolled; null for an invitation. */
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    /** The language of the e-mail and of the page it opens. */
    locale: text('locale').notNull(),
    invitedBy: uuid('invited_by'),
    invitedByEmail: text('invited_by_email'),
    createdAt: timestamptzDate('created_at').notNull(),
    expiresAt: timestamptzDate('expires_at').notNull(),
    acceptedAt: timestamptzDate('accepted_at'),
    revokedAt: timestamptzDate('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash').on(t.tokenHash),
    uniqueIndex('staff_invitations_open')
      .on(t.tenantId, t.kind, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('staff_invitations_kind', sql`${t.kind} in ('invite', 'totp_reset')`),
    check('staff_invitations_role', sql`${t.role} in (${invitableRoleList})`),
    check('staff_invitations_reset_account', sql`(${t.kind} = 'totp_reset') = (${t.staffId} is not null)`),
  ],
);

/** A `staff_invitations` row. */
export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

/** A `staff_accounts` row. */
export type StaffAccountRow = typeof staffAccounts.$inferSelect;
/** A `staff_audit_log` row. */
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;

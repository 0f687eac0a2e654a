import { randomBytes } from 'node:crypto';
import { hashPassword, type ScryptCost } from '@stadio/customers/password-hash';
import { staffAccounts, STAFF_ROLES, type Database, type StaffRole } from '@stadio/db';
import { isUniqueViolation } from '../identity/is-unique-violation';
import { writeAudit } from './staff-audit';
import { newTotpSecret } from './staff-totp';

/** A new account and the secrets shown once to whoever created it. */
export interface CreatedStaff {
  id: string;
  email: string;
  role: StaffRole;
  clubSlug: string | null;
  /** Random, shown once; the staff member should change it (not yet possible in the shop). */
  initialPassword: string;
  totpSecret: string;
  otpauthUri: string;
}

/** The club (or the platform, for a superadmin) already has a staff account with this e-mail. */
export class StaffEmailTakenError extends Error {
  constructor(
    readonly email: string,
    readonly clubSlug: string | null,
  ) {
    super(`a staff account ${email} already exists${clubSlug ? ` at ${clubSlug}` : ' for the platform'}`);
    this.name = 'StaffEmailTakenError';
  }
}

/**
 * The account could not be stored for another reason. Its message names the database's error code
 * and constraint only, and it keeps no `cause`: the driver's error carries the insert's
 * parameters, the new password's hash and the TOTP secret among them, and whoever prints an error
 * whole would print those (ADR 0041).
 */
export class StaffNotCreatedError extends Error {
  constructor(database: { code?: string; constraint?: string }) {
    const what = [database.code, database.constraint].filter(Boolean).join(', ');
    super(`the staff account could not be stored (${what || 'database error'})`);
    this.name = 'StaffNotCreatedError';
  }
}

/** The first driver error (code, constraint) in an error's `cause` chain, without its text. */
function databaseFailure(error: unknown): { code?: string; constraint?: string } {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string')
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
  }
  return {};
}

/** 20 random bytes in base64url (27 characters, ~160 bits): nothing to guess, no default. */
export function randomPassword(): string {
  return randomBytes(20).toString('base64url');
}

/**
 * Creates a staff account (`npm run staff:add`): club staff at `clubSlug`, a superadmin at no
 * club (its `clubSlug` is ignored). The password is random and the TOTP secret new; both are
 * returned once and only their hash and the secret stay. Audited as `staff.create` by the
 * command line. A taken e-mail is a {@link StaffEmailTakenError}; any other failure to store it a
 * {@link StaffNotCreatedError}, neither carrying the secrets.
 */
export async function createStaff(
  db: Database,
  input: { clubSlug: string; email: string; role: StaffRole; passwordCost: ScryptCost; now: Date },
): Promise<CreatedStaff> {
  if (!STAFF_ROLES.includes(input.role)) throw new Error(`unknown role ${input.role}`);
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`not an e-mail address: ${input.email}`);
  const tenantId = input.role === 'superadmin' ? null : input.clubSlug;
  const initialPassword = randomPassword();
  const totp = newTotpSecret(`Stadio ${tenantId ?? 'platform'}`, email);
  const passwordHash = await hashPassword(initialPassword, input.passwordCost);
  const stored = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        tenantId,
        email,
        role: input.role,
        passwordHash,
        totpSecret: totp.secret,
        createdAt: input.now,
      })
      .returning({ id: staffAccounts.id });
    if (!row) throw new Error('staff_accounts insert returned no row');
    await writeAudit(tx, {
      tenantId,
      staff: null,
      action: 'staff.create',
      targetType: 'staff',
      targetId: row.id,
      after: { email, role: input.role, tenantId },
      now: input.now,
    });
    return {
      id: row.id,
      email,
      role: input.role,
      clubSlug: tenantId,
      initialPassword,
      totpSecret: totp.secret,
      otpauthUri: totp.uri,
    };
  });
  return stored.catch((error: unknown) => {
    if (isUniqueViolation(error, 'staff_accounts_email')) throw new StaffEmailTakenError(email, tenantId);
    throw new StaffNotCreatedError(databaseFailure(error));
  });
}

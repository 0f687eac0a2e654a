import { randomBytes } from 'node:crypto';
import { hashPassword, type ScryptCost } from '@stadio/customers/password-hash';
import { staffAccounts, STAFF_ROLES, type Database, type StaffRole } from '@stadio/db';
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

/** 20 random bytes in base64url (27 characters, ~160 bits): nothing to guess, no default. */
export function randomPassword(): string {
  return randomBytes(20).toString('base64url');
}

/**
 * Creates a staff account (`npm run staff:add`): club staff at `clubSlug`, a superadmin at no
 * club (its `clubSlug` is ignored). The password is random and the TOTP secret new; both are
 * returned once and only their hash and the secret stay. Audited as `staff.create` by the
 * command line.
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
  return db.transaction(async (tx) => {
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
}

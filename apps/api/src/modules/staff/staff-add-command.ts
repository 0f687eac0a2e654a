import type { ScryptCost } from '@stadio/customers/password-hash';
import { STAFF_ROLES, type Database, type StaffRole } from '@stadio/db';
import { createStaff, StaffEmailTakenError } from './create-staff';

const USAGE = `usage: npm run staff:add -- <club> <e-mail> <role> [--json]
roles: ${STAFF_ROLES.join(', ')}`;

/** What `npm run staff:add` runs with: the script gives the real ones, tests their own. */
export interface StaffAddDeps {
  /** Whether the tenants folder has this club. */
  hasClub(slug: string): boolean;
  /** The database, migrated; opened only once the arguments are right. */
  openDatabase(): Promise<{ db: Database; close(): Promise<void> }>;
  passwordCost: ScryptCost;
  now(): Date;
  /** Standard output and standard error, one call per line. */
  out(line: string): void;
  err(line: string): void;
}

/**
 * The first line of an error's message, cut before any `params:` (a Drizzle query error quotes
 * the query's parameters after it): what a command may print of an error it did not expect.
 */
export function printableFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [first = ''] = message.split('\n');
  const cut = first.indexOf('params:');
  return (cut >= 0 ? first.slice(0, cut) : first).trim() || 'unknown error';
}

/**
 * `npm run staff:add -- <club> <e-mail> <role> [--json]` (docs/staff-roles.md, ADR 0024): the
 * account's initial password and TOTP secret are printed once on success, and nothing of them on
 * any failure, which is one plain line on standard error (ADR 0041). The exit code: 0 created,
 * 1 not created, 2 wrong arguments.
 */
export async function runStaffAdd(argv: readonly string[], deps: StaffAddDeps): Promise<number> {
  const args = argv.filter((arg) => arg !== '--json');
  const json = argv.includes('--json');
  const [club, email, role] = args;
  if (!club || !email || !role || args.length !== 3) {
    deps.err(USAGE);
    return 2;
  }
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    deps.err(`unknown role "${role}"\n${USAGE}`);
    return 2;
  }
  if (role !== 'superadmin' && !deps.hasClub(club)) {
    deps.err(`no club "${club}" in the tenants folder`);
    return 2;
  }
  try {
    const { db, close } = await deps.openDatabase();
    try {
      const created = await createStaff(db, {
        clubSlug: club,
        email,
        role: role as StaffRole,
        passwordCost: deps.passwordCost,
        now: deps.now(),
      });
      if (json) deps.out(JSON.stringify(created));
      else
        deps.out(
          [
            `Staff account created: ${created.email} (${created.role}${created.clubSlug ? ` at ${created.clubSlug}` : ', every club'})`,
            `Sign in at: /staff on the club's address`,
            `Initial password (shown once): ${created.initialPassword}`,
            `TOTP secret (shown once):     ${created.totpSecret}`,
            `Authenticator URI:            ${created.otpauthUri}`,
          ].join('\n'),
        );
      return 0;
    } finally {
      await close();
    }
  } catch (error) {
    deps.err(
      error instanceof StaffEmailTakenError ? error.message : `staff:add failed: ${printableFailure(error)}`,
    );
    return 1;
  }
}

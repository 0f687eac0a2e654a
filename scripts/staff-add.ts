// `npm run staff:add -- <club> <e-mail> <role>`: creates a staff account (docs/staff-roles.md,
// ADR 0024) in DATABASE_URL or the embedded cluster (started if `npm start` is not running) and
// prints, once, its random initial password and TOTP secret (with the otpauth:// URI an
// authenticator app takes). Nothing is asked: it runs the same in a terminal and in a test.
// `--json` prints the same as one JSON object. A superadmin belongs to no club: pass any club.
import { OWASP_SCRYPT_COST } from '@stadio/customers/password-hash';
import { createDb, migrate, STAFF_ROLES, type StaffRole } from '@stadio/db';
import { startDatabase } from '@stadio/db/embedded';
import { getTenantRegistry } from '@stadio/tenants';
import { createStaff } from '../apps/api/src/modules/staff/create-staff';

const USAGE = `usage: npm run staff:add -- <club> <e-mail> <role> [--json]
roles: ${STAFF_ROLES.join(', ')}`;

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--json');
  const json = process.argv.includes('--json');
  const [club, email, role] = args;
  if (!club || !email || !role || args.length !== 3) {
    console.error(USAGE);
    return 2;
  }
  if (!(STAFF_ROLES as readonly string[]).includes(role)) {
    console.error(`unknown role "${role}"\n${USAGE}`);
    return 2;
  }
  if (role !== 'superadmin' && !getTenantRegistry().bySlug.has(club)) {
    console.error(`no club "${club}" in the tenants folder`);
    return 2;
  }
  const database = await startDatabase();
  try {
    await migrate(database.url);
    const { db, close } = createDb(database.url);
    try {
      const created = await createStaff(db, {
        clubSlug: club,
        email,
        role: role as StaffRole,
        passwordCost: OWASP_SCRYPT_COST,
        now: new Date(),
      });
      if (json) console.log(JSON.stringify(created));
      else
        console.log(
          [
            `Staff account created: ${created.email} (${created.role}${created.clubSlug ? ` at ${created.clubSlug}` : ', every club'})`,
            `Sign in at: /staff on the club's address`,
            `Initial password (shown once): ${created.initialPassword}`,
            `TOTP secret (shown once):     ${created.totpSecret}`,
            `Authenticator URI:            ${created.otpauthUri}`,
          ].join('\n'),
        );
      return 0;
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        console.error(`a staff account ${email} already exists${role === 'superadmin' ? '' : ` at ${club}`}`);
        return 1;
      }
      throw error;
    } finally {
      await close();
    }
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

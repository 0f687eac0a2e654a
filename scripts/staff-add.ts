// `npm run staff:add -- <club> <e-mail> <role>`: creates a staff account (docs/staff-roles.md,
// ADR 0024) in DATABASE_URL or the embedded cluster (started if `npm start` is not running) and
// prints, once, its random initial password and TOTP secret (with the otpauth:// URI an
// authenticator app takes). Nothing is asked: it runs the same in a terminal and in a test.
// `--json` prints the same as one JSON object. A superadmin belongs to no club: pass any club.
// A failure is one plain line on standard error, never the secrets (ADR 0041).
import { OWASP_SCRYPT_COST } from '@stadio/customers/password-hash';
import { openMigratedDatabase } from '@stadio/db/embedded';
import { getTenantRegistry } from '@stadio/tenants';
import { printableFailure, runStaffAdd } from '../apps/api/src/modules/staff/staff-add-command';

runStaffAdd(process.argv.slice(2), {
  hasClub: (slug) => getTenantRegistry().bySlug.has(slug),
  openDatabase: openMigratedDatabase,
  passwordCost: OWASP_SCRYPT_COST,
  now: () => new Date(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`staff:add failed: ${printableFailure(error)}`);
    process.exit(1);
  },
);

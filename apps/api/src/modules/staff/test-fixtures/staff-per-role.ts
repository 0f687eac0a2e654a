import { STAFF_ROLES, type Database, type StaffRole } from '@stadio/db';
import { TEST_PASSWORD_COST } from '../../identity/test-fixtures/identity-testbed';
import { createStaff, type CreatedStaff } from '../create-staff';

/**
 * One staff account of `clubSlug` for every role (docs/staff-roles.md), as `npm run staff:add`
 * makes them: the tests check each role against the permission table.
 */
export async function staffPerRole(
  db: Database,
  input: { clubSlug: string; emailDomain: string; now: Date },
): Promise<Map<StaffRole, CreatedStaff>> {
  const staff = new Map<StaffRole, CreatedStaff>();
  for (const role of STAFF_ROLES)
    staff.set(
      role,
      await createStaff(db, {
        clubSlug: input.clubSlug,
        email: `${role}@${input.emailDomain}`,
        role,
        passwordCost: TEST_PASSWORD_COST,
        now: input.now,
      }),
    );
  return staff;
}

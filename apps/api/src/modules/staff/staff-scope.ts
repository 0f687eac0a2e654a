import { staffAccounts, type Database, type DbExecutor, type StaffAccountRow } from '@stadio/db';
import type { StaffPermission } from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { eq } from 'drizzle-orm';
import { sessionEnded, staffError } from './staff-errors';
import { roleAllows } from './staff-permissions';

/** What a staff operation works with: the club of the request, its database, one clock reading. */
export interface StaffScope {
  db: Database;
  tenant: Tenant;
  now: Date;
}

/** A staff session as the storefront passes it. */
export interface StaffSession {
  staffId: string;
  epoch: number;
}

/** Whether `staff` may act at club `tenantId` at all: its own club, or any for a platform superadmin. */
export function actsAt(staff: Pick<StaffAccountRow, 'tenantId' | 'role'>, tenantId: string): boolean {
  return staff.role === 'superadmin' ? staff.tenantId === null : staff.tenantId === tenantId;
}

/**
 * The staff member of a session, checked on every call (one primary-key read, no cache: staff
 * calls are few): the account exists, is not disabled, its epoch is the session's, and it acts
 * at this club, else STAFF_SESSION_ENDED (a session of another club is no session here). Then
 * the role must allow `permission` (docs/staff-roles.md), else STAFF_FORBIDDEN.
 */
export async function requireStaff(
  db: DbExecutor,
  tenantId: string,
  session: StaffSession,
  permission?: StaffPermission,
): Promise<StaffAccountRow> {
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, session.staffId));
  if (!staff || staff.disabledAt || staff.sessionEpoch !== session.epoch || !actsAt(staff, tenantId))
    throw sessionEnded();
  if (permission && !roleAllows(staff.role, permission))
    throw staffError('STAFF_FORBIDDEN', `The role ${staff.role} may not do ${permission}`, { permission });
  return staff;
}

import type { Database, StaffAccountRow, StaffRole } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import type { IdentitySettings } from '../identity/identity-settings';
import { teamError } from './team-errors';

/** A team action's scope: the request's club and database, the acting administrator. */
export interface TeamActionScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  settings: IdentitySettings;
  actor: StaffAccountRow;
}

/** Roles an administrator can give: not the platform's, nor the fans' `customer` (no staff power). */
export const ASSIGNABLE_ROLES: readonly StaffRole[] = [
  'admin',
  'crm',
  'rms',
  'season_manager',
  'security',
  'ticket_office',
  'website',
];

export function assertAssignable(role: StaffRole) {
  if (!ASSIGNABLE_ROLES.includes(role))
    throw teamError('TEAM_ROLE_NOT_ALLOWED', `The role ${role} cannot be given from the back office`, {
      role,
    });
}

/** The roles an administrator gives (team.graphql refuses superadmin and customer). No zod: pages import it. */
export const ASSIGNABLE_ROLES = [
  'ADMIN',
  'CRM',
  'RMS',
  'SEASON_MANAGER',
  'SECURITY',
  'TICKET_OFFICE',
  'WEBSITE',
] as const;

import { TEAM_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, STAFF_STATUS } from '@/features/staff/staff-error';

/*
 * The refusals of the team routes: the API's TeamErrorCode values (team.graphql) and the staff
 * ones (session, role). No import but generated lists: the browser reads it too.
 */
export const TEAM_CODES = [...TEAM_ERROR_CODES, ...STAFF_CODES] as const;
export type TeamCode = (typeof TEAM_CODES)[number];

export const TEAM_STATUS: Record<TeamCode, number> = {
  ...STAFF_STATUS,
  TEAM_NOT_FOUND: 404,
  TEAM_EMAIL_TAKEN: 409,
  TEAM_LAST_ADMIN: 409,
  TEAM_ROLE_NOT_ALLOWED: 400,
  TEAM_NOT_APPLICABLE: 409,
  TEAM_LINK_INVALID: 404,
  TEAM_LINK_EXPIRED: 410,
  TEAM_LINK_USED: 410,
  TEAM_CODE_INVALID: 400,
  TEAM_WRONG_PASSWORD: 400,
  TEAM_WEAK_PASSWORD: 400,
};

/** A team route's refusal body; `problems` lists a weak password's broken rules (codes). */
export interface TeamErrorBody {
  error: string;
  code: TeamCode;
  retryAfterSeconds?: number;
  problems?: string[];
}

export function isTeamCode(value: unknown): value is TeamCode {
  return typeof value === 'string' && (TEAM_CODES as readonly string[]).includes(value);
}

import type { TeamErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** A refusal of a team operation (enum TeamErrorCode of team.graphql). */
export function teamError(code: TeamErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export const memberNotFound = () => teamError('TEAM_NOT_FOUND', 'No such staff account at this club');
export const invitationNotFound = () => teamError('TEAM_NOT_FOUND', 'No such invitation at this club');
export const notApplicable = (reason: string, message: string) =>
  teamError('TEAM_NOT_APPLICABLE', message, { reason });

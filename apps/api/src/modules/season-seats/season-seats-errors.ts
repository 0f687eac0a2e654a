import type { SeasonSeatsErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** An error of closed seats or a match's cancellation (enum SeasonSeatsErrorCode of season-seats.graphql). */
export function seasonSeatsError(
  code: SeasonSeatsErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) {
  return apiError(code, message, details);
}

export const eventNotFound = () =>
  seasonSeatsError('SEASON_SEATS_EVENT_NOT_FOUND', 'No such match at this club');

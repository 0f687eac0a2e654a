import { SEASON_SEATS_ERROR_CODES, STAFF_ERROR_CODES } from '@stadio/graphql/enums';

/*
 * The refusals of the season-seats routes: the API's SeasonSeatsErrorCode and StaffErrorCode values
 * and the shared ones a call can meet. No import but the generated lists: the browser reads it too.
 */
export const SEATS_CODES = [
  ...SEASON_SEATS_ERROR_CODES,
  ...STAFF_ERROR_CODES,
  'BAD_USER_INPUT',
  'BUSY',
  'UNKNOWN',
] as const;
export type SeatsCode = (typeof SEATS_CODES)[number];

export function isSeatsCode(value: unknown): value is SeatsCode {
  return typeof value === 'string' && (SEATS_CODES as readonly string[]).includes(value);
}

/** The HTTP status of a refusal: 404 for what is not this club's, 401 for an ended session. */
export function seatsStatus(code: SeatsCode): number {
  switch (code) {
    case 'STAFF_SESSION_ENDED':
    case 'STAFF_LOGIN_FAILED':
      return 401;
    case 'STAFF_FORBIDDEN':
      return 403;
    case 'SEASON_SEATS_EVENT_NOT_FOUND':
    case 'SEASON_SEATS_BLOCK_NOT_FOUND':
    case 'STAFF_ORDER_NOT_FOUND':
      return 404;
    case 'SEASON_SEATS_STANDING_BLOCK':
    case 'SEASON_SEATS_EVENT_CANCELLED':
    case 'SEASON_SEATS_NOT_CANCELLING':
    case 'ORDER_NOT_CANCELLABLE':
      return 409;
    case 'SEASON_SEATS_CONFIRMATION_MISMATCH':
    case 'BAD_USER_INPUT':
      return 400;
    case 'BUSY':
      return 503;
    default:
      return 502;
  }
}

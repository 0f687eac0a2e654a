import type { SeatsCode } from './seats-error';

/** The keys of boSeats.errors (and the cancel page's mismatch) a refusal is worded with. */
export type FailureKey =
  | 'errors.failed'
  | 'errors.sessionEnded'
  | 'errors.forbidden'
  | 'errors.notFound'
  | 'errors.standing'
  | 'errors.cancelled'
  | 'errors.badInput'
  | 'cancel.mismatch';

/** Which message says why a season-seats call was refused. */
export function failureKey(code: SeatsCode | 'NETWORK'): FailureKey {
  switch (code) {
    case 'STAFF_SESSION_ENDED':
      return 'errors.sessionEnded';
    case 'STAFF_FORBIDDEN':
      return 'errors.forbidden';
    case 'SEASON_SEATS_EVENT_NOT_FOUND':
    case 'SEASON_SEATS_BLOCK_NOT_FOUND':
      return 'errors.notFound';
    case 'SEASON_SEATS_STANDING_BLOCK':
      return 'errors.standing';
    case 'SEASON_SEATS_EVENT_CANCELLED':
      return 'errors.cancelled';
    case 'SEASON_SEATS_CONFIRMATION_MISMATCH':
      return 'cancel.mismatch';
    case 'BAD_USER_INPUT':
      return 'errors.badInput';
    default:
      return 'errors.failed';
  }
}

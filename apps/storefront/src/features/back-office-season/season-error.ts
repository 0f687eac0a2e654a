import { SEASON_ERROR_CODES, STAFF_ERROR_CODES } from '@stadio/graphql/enums';

/*
 * The refusals of the season routes: the API's SeasonErrorCode and StaffErrorCode values and the
 * shared ones. No import but the generated lists: the browser reads this file too.
 */
export const SEASON_CODES = [
  ...SEASON_ERROR_CODES,
  ...STAFF_ERROR_CODES,
  'BAD_USER_INPUT',
  'UNKNOWN',
] as const;
export type SeasonCode = (typeof SEASON_CODES)[number];

/** 404 for what is not this club's, 409 for what the catalogue refuses, 400 for bad input; never a 5xx but an outage. */
export function seasonStatus(code: SeasonCode): number {
  switch (code) {
    case 'SEASON_MATCH_NOT_FOUND':
    case 'SEASON_PACK_NOT_FOUND':
    case 'STAFF_ORDER_NOT_FOUND':
      return 404;
    case 'SEASON_EDIT_REFUSED':
      return 409;
    case 'SEASON_BAD_INPUT':
    case 'BAD_USER_INPUT':
      return 400;
    case 'STAFF_FORBIDDEN':
      return 403;
    case 'STAFF_SESSION_ENDED':
    case 'STAFF_LOGIN_FAILED':
      return 401;
    default:
      return 502;
  }
}

/** One refusal of the catalogue, in its own words (packages/db/src/catalogue/refusal-texts.ts). */
export interface SeasonRefusal {
  subject: string;
  reason: string;
  wayOut: string;
}

/** A season route's refusal body. */
export interface SeasonErrorBody {
  error: string;
  code: SeasonCode;
  refusals?: SeasonRefusal[];
  issues?: { path: string; message: string }[];
}

export function isSeasonCode(value: unknown): value is SeasonCode {
  return typeof value === 'string' && (SEASON_CODES as readonly string[]).includes(value);
}

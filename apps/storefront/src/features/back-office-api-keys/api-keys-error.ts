import { API_KEY_ERROR_CODES } from '@stadio/graphql/enums';
import { STAFF_CODES, type StaffCode } from '@/features/staff/staff-error';

/** The refusals of the API keys routes: this area's codes and the staff ones. No zod: the browser reads it. */
export const API_KEY_CODES = [...API_KEY_ERROR_CODES, ...STAFF_CODES] as const;
export type ApiKeyCode = (typeof API_KEY_CODES)[number];

export const API_KEY_STATUS = {
  BAD_USER_INPUT: 400,
  API_KEY_NOT_FOUND: 404,
} as const satisfies Record<(typeof API_KEY_ERROR_CODES)[number], number>;

/** An API keys route's refusal body. */
export interface ApiKeyFailureBody {
  error: string;
  code: ApiKeyCode | StaffCode;
  retryAfterSeconds?: number;
}

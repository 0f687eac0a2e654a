import type { StaffErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** An error of a staff operation (enum StaffErrorCode of schema.graphql). */
export function staffError(code: StaffErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export const loginFailed = () =>
  staffError('STAFF_LOGIN_FAILED', 'The e-mail address, the password or the code is not valid');
export const sessionEnded = () => staffError('STAFF_SESSION_ENDED', 'Sign in again');
export const orderNotFound = () => staffError('STAFF_ORDER_NOT_FOUND', 'No such order at this club');

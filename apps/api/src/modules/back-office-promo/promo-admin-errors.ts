import type { BackOfficePromoErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** One refused field: its place in the arguments ("input.rules.percent") and a sentence. */
export interface PromoInputIssue {
  path: string;
  message: string;
}

/** An error of a back-office promo operation (enum BackOfficePromoErrorCode). */
export function promoAdminError(
  code: BackOfficePromoErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) {
  return apiError(code, message, details);
}

/** Refused arguments: every issue with its field; nothing was changed. */
export function badPromoInput(issues: PromoInputIssue[]) {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return promoAdminError('BAD_USER_INPUT', `Invalid arguments: ${summary.join('; ')}`, { issues });
}

export const promoNotFound = () => promoAdminError('PROMO_CODE_NOT_FOUND', 'No such promo code at this club');

export const nameTaken = (name: string) =>
  promoAdminError('PROMO_NAME_TAKEN', `Another code of the club is already called "${name}"`, {
    name,
    issues: [{ path: 'input.name', message: 'is already the name of another code of the club' }],
  });

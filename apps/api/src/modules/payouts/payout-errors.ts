import type { PayoutErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** One refused field: its place in the arguments ("payoutIds.0") and a sentence. */
export interface PayoutInputIssue {
  path: string;
  message: string;
}

/** An error of a payouts operation (enum PayoutErrorCode). */
export function payoutError(code: PayoutErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export function badPayoutInput(issues: PayoutInputIssue[]) {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return payoutError('BAD_USER_INPUT', `Invalid arguments: ${summary.join('; ')}`, { issues });
}

export const batchNotFound = () => payoutError('PAYOUT_BATCH_NOT_FOUND', 'No such payout batch at this club');

export const payoutsUnavailable = (payoutIds: string[]) =>
  payoutError(
    'PAYOUT_UNAVAILABLE',
    `These payouts are not due and free at this club (paid, already in a transfer file, without bank details, or unknown): ${payoutIds.join(', ')}`,
    { payoutIds },
  );

export const accountMissing = () =>
  payoutError(
    'PAYOUT_ACCOUNT_MISSING',
    'The club\'s file has no payouts account ("payouts": accountHolder, iban, bic): no transfer file can be made',
  );

export const currencyNotSepa = (currency: string) =>
  payoutError(
    'PAYOUT_CURRENCY_NOT_SEPA',
    `SEPA credit transfers are in euros; this club's currency is ${currency}: no transfer file can be made`,
    { currency },
  );

import type { WebhookErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** One refused field: its place in the arguments ("input.url") and a sentence. */
export interface WebhookInputIssue {
  path: string;
  message: string;
}

/** An error of a webhooks operation (enum WebhookErrorCode). */
export function webhookError(code: WebhookErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export function badWebhookInput(issues: WebhookInputIssue[]) {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return webhookError('BAD_USER_INPUT', `Invalid arguments: ${summary.join('; ')}`, { issues });
}

export const webhookNotFound = () =>
  webhookError('WEBHOOK_NOT_FOUND', 'No such webhook endpoint or delivery at this club');

import type { ApiKeyErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** One refused field: its place in the arguments ("name") and a sentence. */
export interface ApiKeyInputIssue {
  path: string;
  message: string;
}

/** An error of an API key operation (enum ApiKeyErrorCode). */
export function apiKeyError(code: ApiKeyErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export function badApiKeyInput(issues: ApiKeyInputIssue[]) {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return apiKeyError('BAD_USER_INPUT', `Invalid arguments: ${summary.join('; ')}`, { issues });
}

export const apiKeyNotFound = () => apiKeyError('API_KEY_NOT_FOUND', 'No such API key at this club');

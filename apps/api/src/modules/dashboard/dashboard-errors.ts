import type { DashboardErrorCode } from '@stadio/graphql/enums';
import { apiError } from '../../errors/api-error';

/** One refused field: its place in the arguments and a sentence. */
export interface DashboardInputIssue {
  path: string;
  message: string;
}

/** An error of a dashboard operation (enum DashboardErrorCode). */
function dashboardError(code: DashboardErrorCode, message: string, details: Record<string, unknown> = {}) {
  return apiError(code, message, details);
}

export function badDashboardInput(issues: DashboardInputIssue[]) {
  const summary = issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return dashboardError('BAD_USER_INPUT', `Invalid arguments: ${summary.join('; ')}`, { issues });
}

export const matchNotFound = () => dashboardError('DASHBOARD_MATCH_NOT_FOUND', 'No such match at this club');

export { type ClubCheck, checkTenants, type TenantCheckReport } from './check-tenants';
export type { CheckProblem } from './problem';
export { runCheck } from './run-check';

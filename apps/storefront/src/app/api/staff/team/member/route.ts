import { routeJson } from '@/features/api/route-contract';
import { teamApi } from '@/features/back-office-team/team-api';
import { teamMemberRequestSchema } from '@/features/back-office-team/team-requests';
import { TEAM_MEMBER } from '@/features/back-office-team/team-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { readJsonBody } from '@/lib/read-json-body';

/** One change of a colleague's account: role, disable / re-enable, second-factor reset, lifting a lock. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, teamMemberRequestSchema);
  if ('response' in body) return body.response;
  const api = teamApi(found.tenantSlug);
  const { session } = found;
  const input = body.data;
  const result =
    input.action === 'role'
      ? await api.changeRole(session, input.staffId, input.role)
      : input.action === 'disable'
        ? await api.disable(session, input.staffId)
        : input.action === 'enable'
          ? await api.enable(session, input.staffId)
          : input.action === 'lift-lock'
            ? await api.liftLock(session, input.staffId)
            : await api.resetTotp(session, input.staffId, (await tenantFromRequest())?.locales[0] ?? 'en');
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(TEAM_MEMBER, { email: result.data.email });
}

import { routeJson } from '@/features/api/route-contract';
import { teamApi } from '@/features/back-office-team/team-api';
import { teamInviteRequestSchema } from '@/features/back-office-team/team-requests';
import { TEAM_INVITE } from '@/features/back-office-team/team-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** An administrator invites a colleague: a 48 h link e-mailed in the chosen language (docs/staff-roles.md). */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, teamInviteRequestSchema);
  if ('response' in body) return body.response;
  const { email, role, locale } = body.data;
  const result = await teamApi(found.tenantSlug).invite(found.session, email, role, locale);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(TEAM_INVITE, { email: result.data.email });
}

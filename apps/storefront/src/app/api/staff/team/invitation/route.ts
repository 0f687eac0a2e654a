import { routeJson } from '@/features/api/route-contract';
import { teamApi } from '@/features/back-office-team/team-api';
import { teamInvitationRequestSchema } from '@/features/back-office-team/team-requests';
import { TEAM_INVITATION } from '@/features/back-office-team/team-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** Re-sends (a new 48 h link) or revokes an open invitation. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, teamInvitationRequestSchema);
  if ('response' in body) return body.response;
  const api = teamApi(found.tenantSlug);
  const { invitationId, action } = body.data;
  const result =
    action === 'resend'
      ? await api.resend(found.session, invitationId)
      : await api.revoke(found.session, invitationId);
  if (!result.ok) return staffFailureResponse(result.failure);
  return routeJson(TEAM_INVITATION, { ok: true });
}

import { routeJson } from '@/features/api/route-contract';
import { clientIp } from '@/features/account/client-ip';
import { teamApi } from '@/features/back-office-team/team-api';
import { invitationAcceptRequestSchema } from '@/features/back-office-team/team-requests';
import { INVITATION_ACCEPT } from '@/features/back-office-team/team-routes';
import { staffFailureHeaders } from '@/features/staff/staff-error';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';

/**
 * The invitee (no session) accepts an e-mailed link with a password and the authenticator's first
 * code; the account exists from then on and signs in at /staff as any other.
 */
export async function POST(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  const body = await readJsonBody(request, invitationAcceptRequestSchema);
  if ('response' in body) return body.response;
  const { token, password, code } = body.data;
  const result = await teamApi(tenant.slug, { clientAddress: clientIp(request.headers) }).accept(
    token,
    password,
    code,
  );
  if (!result.ok)
    return Response.json(result.failure.body, {
      status: result.failure.status,
      headers: staffFailureHeaders(result.failure.body),
    });
  return routeJson(INVITATION_ACCEPT, { email: result.data.email });
}

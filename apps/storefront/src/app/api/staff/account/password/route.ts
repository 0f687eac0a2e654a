import { routeJson } from '@/features/api/route-contract';
import { teamApi } from '@/features/back-office-team/team-api';
import { staffPasswordRequestSchema } from '@/features/back-office-team/team-requests';
import { STAFF_PASSWORD } from '@/features/back-office-team/team-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { saveStaffSession } from '@/features/staff/staff-session';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * A staff member changes their own password (current one, new one, a TOTP code). The API ends
 * every session of the account; this browser's cookie is sealed again with the new epoch.
 */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, staffPasswordRequestSchema);
  if ('response' in body) return body.response;
  const { currentPassword, newPassword, code } = body.data;
  const result = await teamApi(found.tenantSlug).changePassword(
    found.session,
    currentPassword,
    newPassword,
    code,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  await saveStaffSession(found.tenantSlug, result.data);
  return routeJson(STAFF_PASSWORD, { ok: true });
}

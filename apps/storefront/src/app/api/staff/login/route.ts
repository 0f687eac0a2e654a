import { routeJson } from '@/features/api/route-contract';
import { clientIp } from '@/features/account/client-ip';
import { staffFailureResponse } from '@/features/staff/staff-access';
import { staffApi } from '@/features/staff/staff-api';
import { staffLoginRequestSchema } from '@/features/staff/staff-requests';
import { STAFF_LOGIN } from '@/features/staff/staff-routes';
import { saveStaffSession } from '@/features/staff/staff-session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse, readJsonBody } from '@/lib/read-json-body';

/**
 * Staff sign-in at this club: e-mail, password and TOTP code (docs/staff-roles.md). On success
 * the staff cookie (never the fans' session) holds the staff member's id and session epoch.
 */
export async function POST(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return errorResponse(404, 'No shop at this address.');
  const body = await readJsonBody(request, staffLoginRequestSchema);
  if ('response' in body) return body.response;
  const { email, password, code } = body.data;
  const result = await staffApi(tenant.slug, { clientAddress: clientIp(request.headers) }).login(
    email,
    password,
    code,
  );
  if (!result.ok) return staffFailureResponse(result.failure);
  const staff = result.data;
  await saveStaffSession(tenant.slug, staff);
  return routeJson(STAFF_LOGIN, { staff: { email: staff.email, role: staff.role } });
}

import { routeJson } from '@/features/api/route-contract';
import { staffRoute } from '@/features/staff/staff-access';
import { staffApi } from '@/features/staff/staff-api';
import { STAFF_LOGOUT } from '@/features/staff/staff-routes';
import { clearStaffSession } from '@/features/staff/staff-session';

/** Signs the staff member out everywhere (the epoch moves on) and forgets this browser's cookie. */
export async function POST() {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  // Signed out here whatever the API says: the cookie goes in any case.
  await staffApi(found.tenantSlug).logout(found.session);
  await clearStaffSession();
  return routeJson(STAFF_LOGOUT, { ok: true });
}

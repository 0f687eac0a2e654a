import 'server-only';
import { redirect } from 'next/navigation';
import type { Tenant } from '@stadio/tenants';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse } from '@/lib/read-json-body';
import { staffApi, type StaffMemberView } from './staff-api';
import { staffFailureHeaders } from './staff-error';
import { clearStaffSession, staffSessionAt } from './staff-session';

/**
 * The signed-in staff member of a staff page at this club, checked with the API (epoch, account,
 * club); anyone else goes to the sign-in at /staff. The API being down is an error page, not a
 * sign-out.
 */
export async function requireStaffPage(
  tenantSlug: string,
): Promise<{ member: StaffMemberView; session: { staffId: string; epoch: number } }> {
  const session = await staffSessionAt(tenantSlug);
  if (!session) redirect('/staff');
  const me = await staffApi(tenantSlug).me(session);
  if (!me.ok) {
    if (me.failure.body.code === 'STAFF_SESSION_ENDED') redirect('/staff');
    throw new Error(`staff session check failed: ${me.failure.body.code}`);
  }
  return { member: me.data, session };
}

/** The club and staff session of a staff route: 404 on a host without a club, 401 without a session. */
export async function staffRoute(): Promise<
  { tenantSlug: string; tenant: Tenant; session: { staffId: string; epoch: number } } | { response: Response }
> {
  const tenant = await tenantFromRequest();
  if (!tenant) return { response: errorResponse(404, 'No shop at this address.') };
  const session = await staffSessionAt(tenant.slug);
  if (!session)
    return {
      response: Response.json({ error: 'Sign in first.', code: 'STAFF_SESSION_ENDED' }, { status: 401 }),
    };
  return { tenantSlug: tenant.slug, tenant, session };
}

/** A refused staff call as the route's answer; an ended session also forgets the cookie. */
export async function staffFailureResponse(failure: {
  status: number;
  body: { code: string; retryAfterSeconds?: number };
}): Promise<Response> {
  if (failure.body.code === 'STAFF_SESSION_ENDED') await clearStaffSession();
  return Response.json(failure.body, { status: failure.status, headers: staffFailureHeaders(failure.body) });
}

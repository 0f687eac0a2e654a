import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { renewSession, routeSessionCustomer } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { busyResponse } from '@/features/api/busy';
import { errorResponse } from '@/lib/read-json-body';

/** The club of an account route, or the 404 answer of a host without a club. */
export async function routeTenant(): Promise<{ tenant: Tenant } | { response: Response }> {
  const tenant = await tenantFromRequest();
  return tenant ? { tenant } : { response: errorResponse(404, 'No shop at this address.') };
}

/**
 * The logged-in customer of this club on a route about customer `id`: 401 when logged out, 503
 * BUSY when the API cannot confirm the session, and
 * 404 when `id` is anyone else, so a customer only ever reaches their own data and cannot even
 * learn whether another id exists.
 */
export async function ownCustomer(
  id: string | undefined,
): Promise<{ tenant: Tenant; customerId: string; epoch: number } | { response: Response }> {
  const found = await routeTenant();
  if ('response' in found) return found;
  const session = await routeSessionCustomer(found.tenant.slug);
  if ('busyFor' in session) return { response: busyResponse(session.busyFor) };
  const { customer } = session;
  if (!customer) return { response: errorResponse(401, 'Log in first.') };
  if (id !== undefined && id !== customer.id) return { response: errorResponse(404, 'No such customer.') };
  await renewSession(found.tenant.slug);
  return { tenant: found.tenant, customerId: customer.id, epoch: customer.epoch };
}

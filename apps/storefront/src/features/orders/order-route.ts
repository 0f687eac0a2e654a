import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { getSessionCustomer, renewSession } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { errorResponse } from '@/lib/read-json-body';
import { orderApi } from './order-api';
import { orderFailure, orderFailureResponse } from './order-failure';

/**
 * The club and logged-in customer of an order route with the API bound to them, or the answer to
 * give: 404 on a host without a club, 401 LOGIN_REQUIRED when logged out (orders are personal).
 */
export async function orderRoute(): Promise<
  { tenant: Tenant; customerId: string; api: ReturnType<typeof orderApi> } | { response: Response }
> {
  const tenant = await tenantFromRequest();
  if (!tenant) return { response: errorResponse(404, 'No shop at this address.') };
  const customer = await getSessionCustomer(tenant.slug);
  if (!customer) return { response: orderFailureResponse(orderFailure('LOGIN_REQUIRED', 'Log in first.')) };
  // The session slides while the fan shops (ADR 0022): a date compare, a new seal once a day.
  await renewSession(tenant.slug);
  return { tenant, customerId: customer.id, api: orderApi(tenant.slug, customer.id) };
}

/** A successful order answer; personal, never cached. */
export function orderJson(data: unknown): Response {
  return Response.json(data, { headers: { 'cache-control': 'no-store' } });
}

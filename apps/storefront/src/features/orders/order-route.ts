import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { renewSession, routeSessionCustomer } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { BUSY_MESSAGE } from '@/features/api/busy';
import { requestLocale } from '@/features/api/request-locale';
import { errorResponse } from '@/lib/read-json-body';
import { orderApi } from './order-api';
import { orderFailure, orderFailureResponse } from './order-failure';

/**
 * The club and logged-in customer of an order route with the API bound to them, or the answer to
 * give: 404 on a host without a club, 401 LOGIN_REQUIRED when logged out (orders are personal),
 * 503 BUSY when the API cannot confirm the session.
 */
export async function orderRoute(): Promise<
  { tenant: Tenant; customerId: string; api: ReturnType<typeof orderApi> } | { response: Response }
> {
  const tenant = await tenantFromRequest();
  if (!tenant) return { response: errorResponse(404, 'No shop at this address.') };
  const session = await routeSessionCustomer(tenant.slug);
  if ('busyFor' in session)
    return { response: orderFailureResponse(orderFailure('BUSY', BUSY_MESSAGE, undefined, session.busyFor)) };
  const { customer } = session;
  if (!customer) return { response: orderFailureResponse(orderFailure('LOGIN_REQUIRED', 'Log in first.')) };
  // The session slides while the fan shops (ADR 0022): a date compare, a new seal once a day.
  await renewSession(tenant.slug);
  return { tenant, customerId: customer.id, api: orderApi(tenant.slug, customer.id, await requestLocale()) };
}

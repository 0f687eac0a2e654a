import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { renewSession, routeSessionCustomer, type RouteCustomer } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { BUSY_MESSAGE } from '@/features/api/busy';
import { requestLocale } from '@/features/api/request-locale';
import { errorResponse } from '@/lib/read-json-body';
import { orderApi } from './order-api';
import { orderFailure, orderFailureResponse } from './order-failure';

/** The club and logged-in customer of an order route with the API bound to them. */
export interface OrderRoute {
  tenant: Tenant;
  customerId: string;
  api: ReturnType<typeof orderApi>;
}

/**
 * The club and logged-in customer of an order route with the API bound to them, or the answer to
 * give: 404 on a host without a club, 401 LOGIN_REQUIRED when logged out (orders are personal),
 * 503 BUSY when the API cannot confirm the session.
 */
export async function orderRoute(): Promise<OrderRoute | { response: Response }> {
  const tenant = await tenantFromRequest();
  if (!tenant) return { response: errorResponse(404, 'No shop at this address.') };
  const route = orderRouteFor(tenant, await routeSessionCustomer(tenant.slug), await requestLocale());
  // The session slides while the fan shops (ADR 0022): a date compare, a new seal once a day.
  if (!('response' in route)) await renewSession(tenant.slug);
  return route;
}

/** {@link orderRoute} once the club, the session's customer and the language are known (ADR 0037). */
export function orderRouteFor(
  tenant: Tenant,
  session: RouteCustomer,
  locale: string | undefined,
): OrderRoute | { response: Response } {
  if ('busyFor' in session)
    return { response: orderFailureResponse(orderFailure('BUSY', BUSY_MESSAGE, undefined, session.busyFor)) };
  const { customer } = session;
  if (!customer) return { response: orderFailureResponse(orderFailure('LOGIN_REQUIRED', 'Log in first.')) };
  return { tenant, customerId: customer.id, api: orderApi(tenant.slug, customer.id, locale) };
}

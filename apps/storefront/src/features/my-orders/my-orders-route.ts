import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { routeSessionCustomer } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { busyResponse } from '@/features/api/busy';
import { ID_PATTERN } from '@/features/api/ids';
import { requestLocale } from '@/features/api/request-locale';
import { errorResponse } from '@/lib/read-json-body';
import { myOrdersApi } from './my-orders-api';
import { ticketFailure, ticketFailureResponse } from './ticket-failure';

/**
 * The club and logged-in customer of a tickets route with the API bound to them, or the answer to
 * give: 404 on a host without a club, 401 LOGIN_REQUIRED when logged out (tickets are personal),
 * 503 BUSY when the API cannot confirm the session.
 */
export async function myOrdersRoute(): Promise<
  { tenant: Tenant; customerId: string; api: ReturnType<typeof myOrdersApi> } | { response: Response }
> {
  const tenant = await tenantFromRequest();
  if (!tenant) return { response: errorResponse(404, 'No shop at this address.') };
  const session = await routeSessionCustomer(tenant.slug);
  if ('busyFor' in session) return { response: busyResponse(session.busyFor) };
  const { customer } = session;
  if (!customer) return { response: ticketFailureResponse(ticketFailure('LOGIN_REQUIRED', 'Log in first.')) };
  return {
    tenant,
    customerId: customer.id,
    api: myOrdersApi(tenant.slug, customer.id, await requestLocale()),
  };
}

/**
 * GET handler body of a file route: the API's file for the logged-in customer, passed through with
 * its type and file name, or the API's refusal (404 not theirs, 403 not open yet) as JSON.
 */
export async function fileRoute(id: string, apiPath: (id: string) => string): Promise<Response> {
  if (!ID_PATTERN.test(id))
    return ticketFailureResponse(ticketFailure('TICKET_NOT_FOUND', 'No such ticket.'));
  const route = await myOrdersRoute();
  if ('response' in route) return route.response;
  const answer = await route.api.file(apiPath(id));
  if (answer.status === 404)
    return ticketFailureResponse(ticketFailure('TICKET_NOT_FOUND', 'No such ticket.'));
  if (answer.status === 403) {
    const body = (await answer.json().catch(() => ({}))) as { opensAt?: string };
    return ticketFailureResponse(
      ticketFailure('TICKETS_NOT_YET_AVAILABLE', 'These tickets cannot be downloaded yet.', body.opensAt),
    );
  }
  if (!answer.ok || !answer.body)
    return ticketFailureResponse(ticketFailure('UNKNOWN', 'The file could not be made.'));
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of ['content-type', 'content-length', 'content-disposition']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}

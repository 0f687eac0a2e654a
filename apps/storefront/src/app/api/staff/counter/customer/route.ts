import { routeJson } from '@/features/api/route-contract';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { counterCustomerRequestSchema } from '@/features/back-office-counter/counter-requests';
import { COUNTER_CUSTOMER } from '@/features/back-office-counter/counter-routes';
import { staffFailureResponse, staffRoute } from '@/features/staff/staff-access';
import { readJsonBody } from '@/lib/read-json-body';

/** The club's customer with an e-mail, if any: the counter sells to them, else to a new one. */
export async function POST(request: Request) {
  const found = await staffRoute();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, counterCustomerRequestSchema);
  if ('response' in body) return body.response;
  const result = await counterApi(found.tenantSlug).customer(found.session, body.data.email);
  if (!result.ok) return staffFailureResponse(result.failure);
  const customer = result.data;
  return routeJson(COUNTER_CUSTOMER, {
    customer: customer
      ? { email: customer.email, firstName: customer.firstName ?? null, lastName: customer.lastName ?? null }
      : null,
  });
}

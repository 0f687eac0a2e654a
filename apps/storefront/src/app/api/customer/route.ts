import { routeJson } from '@/features/api/route-contract';
import { CUSTOMER } from '@/features/account/account-routes';
import { ownCustomer } from '@/features/account/account-route';
import { failureResponse } from '@/features/account/api-failure';
import { identityApi } from '@/features/account/identity-api';
import { clearSession } from '@/features/session/session';
import { errorResponse } from '@/lib/read-json-body';

/** The logged-in customer (docs/product.md#bff-routes); 401 when logged out. */
export async function GET() {
  const own = await ownCustomer(undefined);
  if ('response' in own) return own.response;
  const result = await identityApi(own.tenant.slug).customer(own.customerId);
  if (!result.ok) return failureResponse(result.failure);
  if (!result.data) {
    // Deleted in the meantime (another device): the session points at nobody any more.
    await clearSession();
    return errorResponse(401, 'Log in first.');
  }
  return routeJson(CUSTOMER, { customer: result.data });
}

import { routeJson } from '@/features/api/route-contract';
import { LOGIN } from '@/features/account/account-routes';
import { loginRequestSchema } from '@/features/account/account-requests';
import { routeTenant } from '@/features/account/account-route';
import { failureResponse } from '@/features/account/api-failure';
import { clientIp } from '@/features/account/client-ip';
import { identityApi } from '@/features/account/identity-api';
import { isKnownDevice, rememberDevice } from '@/features/session/known-device';
import { saveCustomerSession } from '@/features/session/session';
import { readJsonBody } from '@/lib/read-json-body';

/**
 * Login with e-mail and password at this club; on success the session cookie holds the customer's
 * ids and session epoch, and the browser is remembered as a known device of the account (ADR 0022).
 */
export async function POST(request: Request) {
  const found = await routeTenant();
  if ('response' in found) return found.response;
  const { tenant } = found;
  const body = await readJsonBody(request, loginRequestSchema);
  if ('response' in body) return body.response;
  const { email, password } = body.data;
  const knownDevice = await isKnownDevice(tenant.slug, email);
  const result = await identityApi(tenant.slug).authenticate(
    email,
    password,
    clientIp(request.headers),
    knownDevice,
  );
  if (!result.ok) return failureResponse(result.failure);
  const { customer, sessionEpoch } = result.data;
  await saveCustomerSession(tenant.slug, customer, sessionEpoch, { login: true });
  await rememberDevice(tenant.slug, customer.email);
  return routeJson(LOGIN, { customer: { id: customer.id, firstName: customer.firstName } });
}

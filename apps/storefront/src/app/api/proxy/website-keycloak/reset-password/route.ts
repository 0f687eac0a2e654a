import { routeJson } from '@/features/api/route-contract';
import { RESET_PASSWORD } from '@/features/account/account-routes';
import { resetRequestSchema } from '@/features/account/account-requests';
import { routeTenant } from '@/features/account/account-route';
import { failureResponse } from '@/features/account/api-failure';
import { clientIp } from '@/features/account/client-ip';
import { identityApi } from '@/features/account/identity-api';
import { readJsonBody } from '@/lib/read-json-body';

/** Sends a password reset link; answers the same whether or not the address has an account. */
export async function POST(request: Request) {
  const found = await routeTenant();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, resetRequestSchema);
  if ('response' in body) return body.response;
  const result = await identityApi(found.tenant.slug, {
    clientAddress: clientIp(request.headers),
  }).requestPasswordReset(body.data.email);
  if (!result.ok) return failureResponse(result.failure);
  return routeJson(RESET_PASSWORD, { ok: true });
}

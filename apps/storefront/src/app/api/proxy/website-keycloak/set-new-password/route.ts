import { routeJson } from '@/features/api/route-contract';
import { SET_NEW_PASSWORD } from '@/features/account/account-routes';
import { newPasswordRequestSchema } from '@/features/account/account-requests';
import { routeTenant } from '@/features/account/account-route';
import { failureResponse } from '@/features/account/api-failure';
import { identityApi } from '@/features/account/identity-api';
import { readJsonBody } from '@/lib/read-json-body';

/** Sets a new password with a reset link's token; the fan then logs in with it. */
export async function POST(request: Request) {
  const found = await routeTenant();
  if ('response' in found) return found.response;
  const body = await readJsonBody(request, newPasswordRequestSchema);
  if ('response' in body) return body.response;
  const result = await identityApi(found.tenant.slug).resetPassword(body.data.token, body.data.password);
  if (!result.ok) return failureResponse(result.failure);
  return routeJson(SET_NEW_PASSWORD, result.data);
}

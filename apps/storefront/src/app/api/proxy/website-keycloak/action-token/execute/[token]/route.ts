import { routeJson } from '@/features/api/route-contract';
import { EXECUTE_ACTION_TOKEN } from '@/features/account/account-routes';
import { actionTokenSchema } from '@/features/account/account-requests';
import { routeTenant } from '@/features/account/account-route';
import { failure, failureResponse } from '@/features/account/api-failure';
import { identityApi } from '@/features/account/identity-api';

type Context = { params: Promise<{ token: string }> };

/**
 * Runs the link of an e-mail (/user/action-token/{token}): a verification link verifies the
 * address, a reset link is only checked so the page can ask for the new password. A POST, so
 * mail scanners that merely fetch links cannot use them up.
 */
export async function POST(_request: Request, { params }: Context) {
  const found = await routeTenant();
  if ('response' in found) return found.response;
  const token = actionTokenSchema.safeParse((await params).token);
  if (!token.success) return failureResponse(failure('TOKEN_INVALID', 'This link is not valid.'));
  const result = await identityApi(found.tenant.slug).executeActionToken(token.data);
  if (!result.ok) return failureResponse(result.failure);
  return routeJson(EXECUTE_ACTION_TOKEN, result.data);
}

import { routeJson } from '@/features/api/route-contract';
import { END_SESSIONS } from '@/features/account/account-routes';
import { ownCustomer } from '@/features/account/account-route';
import { failureResponse } from '@/features/account/api-failure';
import { identityApi } from '@/features/account/identity-api';
import { keepThisSession } from '@/features/session/session';

type Context = { params: Promise<{ id: string }> };

/**
 * "Log out everywhere" (profile, security tab): every session of the customer ends, on every
 * device and every copy of a cookie (ADR 0022); this browser's goes on with the new epoch.
 */
export async function DELETE(_request: Request, { params }: Context) {
  const own = await ownCustomer((await params).id);
  if ('response' in own) return own.response;
  const ended = await identityApi(own.tenant.slug).endSessions(own.customerId);
  if (!ended.ok) return failureResponse(ended.failure);
  await keepThisSession(own.tenant.slug, own.customerId);
  return routeJson(END_SESSIONS, { ok: true });
}

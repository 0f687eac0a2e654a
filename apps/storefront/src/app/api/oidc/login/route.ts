import { NextResponse } from 'next/server';
import { getLocale } from 'next-intl/server';
import { safeRedirectPath } from '@/features/account/safe-redirect';
import { keepPendingSignIn } from '@/features/oidc/pending-cookie';
import { beginSignIn } from '@/features/oidc/relying-party';
import { loginErrorPath } from '@/features/oidc/sign-in-redirects';
import { CALLBACK_PATH, shopOrigin } from '@/features/oidc/shop-url';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import { errorResponse } from '@/lib/read-json-body';

/**
 * `GET /api/oidc/login?redirectUrl=`: sends the fan of an `oidc` club to its provider
 * (docs/product.md#sign-in-through-the-club); a club with the shop's own accounts gets its login
 * page. A provider that cannot be reached is the login page's "unavailable" message, never a 500.
 */
export async function GET(request: Request) {
  // The router's own fetches (a prefetch, or a client-side click before it falls back to a full
  // load) never start a sign-in: each would seal a new state over the one the fan is finishing.
  // Not a flight answer, so the router loads the address as a plain page.
  if (request.headers.get('rsc') === '1' || request.headers.has('next-router-prefetch'))
    return new NextResponse(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  const tenant = await tenantFromRequest();
  if (!tenant) return new NextResponse('No shop at this address.', { status: 404 });
  const redirectUrl = safeRedirectPath(new URL(request.url).searchParams.get('redirectUrl'));
  const origin = await shopOrigin();
  // The proxy refuses a Host that is not a host before this runs (docs/security.md#host-header).
  if (!origin) return errorResponse(400, 'The Host header is not a host name.');
  const back = (path: string) => NextResponse.redirect(new URL(path, origin), 303);
  if (tenant.identity.kind !== 'oidc') return back(`/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  const begun = await beginSignIn(tenant.identity, {
    tenant: tenant.slug,
    callbackUrl: `${origin}${CALLBACK_PATH}`,
    redirectUrl,
    locale: await getLocale().catch(() => undefined),
  });
  if (!begun.ok) {
    logger.warn(
      { tenant: tenant.slug, code: begun.code, reason: begun.reason },
      'OpenID Connect sign-in not started',
    );
    return back(loginErrorPath(begun.code, redirectUrl));
  }
  await keepPendingSignIn(begun.pending);
  return NextResponse.redirect(begun.url, 303);
}

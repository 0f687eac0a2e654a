import { NextResponse } from 'next/server';
import { getLocale } from 'next-intl/server';
import type { Gender } from '@/gql/graphql';
import { identityApi } from '@/features/account/identity-api';
import { takePendingSignIn } from '@/features/oidc/pending-cookie';
import { finishSignIn } from '@/features/oidc/relying-party';
import { loginErrorPath, missingRequiredFields } from '@/features/oidc/sign-in-redirects';
import { CALLBACK_PATH, shopOrigin } from '@/features/oidc/shop-url';
import { saveCustomerSession } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';
import { logger } from '@/lib/logger';
import { errorResponse } from '@/lib/read-json-body';

/**
 * `GET /api/oidc/callback?code=&state=`: the provider's return (docs/product.md#sign-in-through-the-club,
 * ADR 0027). The state must match the one sealed in this browser's cookie (read once), the code is
 * exchanged once with its PKCE verifier, the ID token validated; then the customer is found or
 * created by the provider's subject at this club and the session opened. Back to the page the fan
 * left, through the profile form first when the club needs fields the provider did not give.
 * Any failure is the login page with its message, never a 500.
 */
export async function GET(request: Request) {
  const tenant = await tenantFromRequest();
  if (!tenant) return new NextResponse('No shop at this address.', { status: 404 });
  const origin = await shopOrigin();
  // The proxy refuses a Host that is not a host before this runs (docs/security.md#host-header).
  if (!origin) return errorResponse(400, 'The Host header is not a host name.');
  const back = (path: string) => NextResponse.redirect(new URL(path, origin), 303);
  const pending = await takePendingSignIn();
  if (tenant.identity.kind !== 'oidc') return back('/login');
  // No pending sign-in here (expired, another browser, another club): start again.
  if (!pending || pending.tenant !== tenant.slug) return back(loginErrorPath('SIGN_IN_REFUSED', '/'));
  const currentUrl = new URL(`${origin}${CALLBACK_PATH}${new URL(request.url).search}`);
  const done = await finishSignIn(tenant.identity, pending, currentUrl);
  if (!done.ok) {
    logger.warn(
      { tenant: tenant.slug, code: done.code, reason: done.reason },
      'OpenID Connect sign-in refused',
    );
    return back(loginErrorPath(done.code, pending.redirectUrl));
  }
  const { email, gender, emailVerified, ...fields } = done.profile;
  if (!email) return back(loginErrorPath('SIGN_IN_REFUSED', pending.redirectUrl));
  const signed = await identityApi(tenant.slug).signInWithProvider(done.subject, {
    ...fields,
    email,
    emailVerified,
    ...(gender ? { gender: gender.toUpperCase() as Gender } : {}),
    preferredLocale: await getLocale().catch(() => undefined),
  });
  if (!signed.ok) {
    logger.warn(
      { tenant: tenant.slug, code: signed.failure.body.code },
      'provider sign-in refused by the API',
    );
    return back(
      loginErrorPath(
        signed.failure.body.code === 'UNAVAILABLE' ? 'PROVIDER_UNAVAILABLE' : 'SIGN_IN_REFUSED',
        pending.redirectUrl,
      ),
    );
  }
  const { customer, sessionEpoch } = signed.data;
  await saveCustomerSession(tenant.slug, customer, sessionEpoch, { login: true });
  // Fields the club needs that the provider did not give: asked once, on the profile form.
  if (missingRequiredFields(tenant, customer).length > 0)
    return back(`/profile?tab=infos&complete=${encodeURIComponent(pending.redirectUrl)}`);
  return back(pending.redirectUrl);
}

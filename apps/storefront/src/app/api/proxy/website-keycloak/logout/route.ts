import { routeJson } from '@/features/api/route-contract';
import { LOGOUT } from '@/features/account/account-routes';
import { identityApi } from '@/features/account/identity-api';
import { clearSession, routeSessionCustomer } from '@/features/session/session';
import { endSessionUrl } from '@/features/oidc/relying-party';
import { shopOrigin } from '@/features/oidc/shop-url';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';

/**
 * Logs out (docs/product.md#account). The customer's sessions all end (ADR 0022), so a copy of
 * the cookie taken before stops working too; the cookie itself is cleared either way. At a club
 * signing in through its provider, the answer names the provider's logout page to go to next.
 */
export async function POST() {
  const tenant = await tenantFromRequest();
  const session = tenant ? await routeSessionCustomer(tenant.slug) : undefined;
  // The API unreachable: the sessions cannot be ended now, and this browser's is cleared anyway.
  const customer = session && 'customer' in session ? session.customer : undefined;
  if (tenant && customer) await identityApi(tenant.slug).endSessions(customer.id);
  await clearSession();
  // An oidc club's provider ends its own session too (RP-initiated logout, ADR 0027): the browser
  // goes there next and comes back home; unreachable, the shop's logout stands alone.
  if (tenant?.identity.kind === 'oidc') {
    const providerLogoutUrl = await endSessionUrl(tenant.identity, `${await shopOrigin()}/`);
    if (providerLogoutUrl) return routeJson(LOGOUT, { ok: true, providerLogoutUrl });
  }
  return routeJson(LOGOUT, { ok: true });
}

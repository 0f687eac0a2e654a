import { accountJson } from '@/features/account/account-route';
import { identityApi } from '@/features/account/identity-api';
import { clearSession, getSessionCustomer } from '@/features/session/session';
import { tenantFromRequest } from '@/features/tenancy/current-tenant';

/**
 * Logs out (docs/product.md#account). The customer's sessions all end (ADR 0022), so a copy of
 * the cookie taken before stops working too; the cookie itself is cleared either way.
 */
export async function POST() {
  const tenant = await tenantFromRequest();
  const customer = tenant ? await getSessionCustomer(tenant.slug) : undefined;
  if (tenant && customer) await identityApi(tenant.slug).endSessions(customer.id);
  await clearSession();
  return accountJson({ ok: true });
}

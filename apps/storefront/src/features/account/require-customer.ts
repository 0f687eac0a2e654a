import 'server-only';
import { redirect } from 'next/navigation';
import { getSessionCustomer } from '@/features/session/session';
import { loginUrl } from './login-url';

/**
 * The logged-in customer of this club, for pages only customers see (account, orders, resale):
 * anonymous visitors go to login, which brings them back to `returnPath` (docs/product.md#roles).
 */
export async function requireCustomer(tenantSlug: string, returnPath: string) {
  const customer = await getSessionCustomer(tenantSlug);
  if (!customer) redirect(loginUrl(returnPath));
  return customer;
}

import 'server-only';
import { redirect } from 'next/navigation';
import { getSessionCustomer } from '@/features/session/session';
import { identityApi } from './identity-api';

/** Where a logged-in fan goes when no page asked for the login: their account. */
export const ACCOUNT_HOME = '/profile?tab=infos';

/**
 * A fan already logged in at this club has nothing to do on the login or sign-up form: they go
 * where the form would have sent them (`redirectUrl`), or to their account (docs/product.md#account).
 * A session whose account is gone (deleted on another device) gets the form, as the account pages
 * send it here: no loop between them.
 */
export async function redirectLoggedIn(tenantSlug: string, redirectUrl: string): Promise<void> {
  const session = await getSessionCustomer(tenantSlug);
  if (!session) return;
  const found = await identityApi(tenantSlug).customer(session.id);
  if (!found.ok || !found.data) return;
  redirect(redirectUrl === '/' ? ACCOUNT_HOME : redirectUrl);
}

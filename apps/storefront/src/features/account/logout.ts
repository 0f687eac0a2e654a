import { callRoute } from '@/features/api/route-contract';
import { CLEAR_CONNECTION, LOGOUT } from './account-routes';

/**
 * Logs out (docs/product.md#account): the logout route, or /api/clear-connection when it fails, then home
 * with a full load so every part of the page forgets the customer; at a club signing in through
 * its identity provider, through the provider's logout first.
 */
export async function logout(): Promise<void> {
  const loggedOut = await callRoute(LOGOUT, undefined);
  if (!loggedOut.ok) await callRoute(CLEAR_CONNECTION, undefined);
  // A club's identity provider ends its session too, then sends the fan home (ADR 0027).
  window.location.assign((loggedOut.ok && loggedOut.data.providerLogoutUrl) || '/');
}

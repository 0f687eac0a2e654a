import { callRoute } from '@/features/api/route-contract';
import { CLEAR_CONNECTION, LOGOUT } from './account-routes';

/**
 * Logs out (docs/product.md#account): the logout route, or /api/clear-connection when it fails, then home
 * with a full load so every part of the page forgets the customer.
 */
export async function logout(): Promise<void> {
  const loggedOut = await callRoute(LOGOUT, undefined);
  if (!loggedOut.ok) await callRoute(CLEAR_CONNECTION, undefined);
  window.location.assign('/');
}

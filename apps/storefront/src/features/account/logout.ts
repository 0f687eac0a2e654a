/**
 * Logs out (docs/product.md#account): the logout route, or /api/clear-connection when it fails, then home
 * with a full load so every part of the page forgets the customer.
 */
export async function logout(): Promise<void> {
  const loggedOut = await fetch('/api/proxy/website-keycloak/logout', { method: 'POST' })
    .then((response) => response.ok)
    .catch(() => false);
  if (!loggedOut) await fetch('/api/clear-connection', { method: 'POST' }).catch(() => undefined);
  window.location.assign('/');
}

/**
 * Runs once when the server starts: the request hook that settles the client's address and
 * scheme from the socket and TRUSTED_PROXIES and sets the security headers (ADR 0022).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestHook } = await import('@/features/security/request-hook');
  const { parseTrustedProxies } = await import('@/features/security/trusted-proxies');
  installRequestHook(parseTrustedProxies(process.env.TRUSTED_PROXIES));
}

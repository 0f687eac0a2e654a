/**
 * Runs once when the server starts: the request hook that settles the client's address and
 * scheme from the socket and TRUSTED_PROXIES and sets the security headers (ADR 0022), the
 * line catalogue pages take turns in (ADR 0033), the copies of them kept a second (ADR 0034) and
 * the lane that answers holds, releases and blocks before Next (ADR 0037).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestHook } = await import('@/features/security/request-hook');
  const { parseTrustedProxies } = await import('@/features/security/trusted-proxies');
  const { pageLineFromEnv } = await import('@/features/catalogue/page-line');
  const { pageCopiesFromEnv } = await import('@/features/catalogue/page-copies');
  const { rushLane } = await import('@/features/rush-lane/rush-lane');
  installRequestHook(
    parseTrustedProxies(process.env.TRUSTED_PROXIES),
    pageLineFromEnv(process.env.CATALOGUE_PAGES_AT_ONCE),
    pageCopiesFromEnv(process.env.CATALOGUE_PAGE_COPIES),
    rushLane,
  );
}

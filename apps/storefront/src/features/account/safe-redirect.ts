/** Pages that make no sense to come back to after logging in (they would loop or start over). */
const ACCOUNT_ENTRY_PAGES = [/^\/login\/?$/, /^\/sign-up\/?$/, /^\/user\//];

// Any origin would do: it only lets URL tell a path on this site from an address elsewhere.
const PROBE_ORIGIN = 'http://shop.invalid';

/**
 * The page to return to after logging in or signing up: `raw` when it is a path on this shop,
 * else `fallback`. Absolute and protocol-relative addresses ("https://x", "//x", "/\x") are
 * refused so the login page cannot be used to send fans to another site (open redirect).
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers drop tabs and newlines and read "\" as "/", which would turn "/\t/x" into "//x".
  if (/[\p{Cc}\\]/u.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (ACCOUNT_ENTRY_PAGES.some((page) => page.test(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

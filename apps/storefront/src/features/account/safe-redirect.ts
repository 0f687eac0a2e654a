/** Pages that make no sense to come back to after logging in (they would loop or start over). */
const ACCOUNT_ENTRY_PAGES = [/^\/login\/?$/, /^\/sign-up\/?$/, /^\/user\//];

// Any origin would do: it only lets URL tell a path on this site from an address elsewhere.
const PROBE_ORIGIN = 'http://shop.invalid';

/** Control characters (browsers drop tabs and newlines from addresses) and backslashes (read as "/"). */
const DISGUISES = /[\p{Cc}\\]/u;

/** Percent-decodings tried before an address counts as decoded ("%252e" is "%2e", then "."). */
const MAX_DECODINGS = 3;

/**
 * The one check of every redirect target a request carries (`redirectUrl`, `complete`, the
 * pending sign-in's return path; docs/security.md#redirect-targets): the address normalised the
 * way a browser or another hop would read it, and kept only when it stays a path of this shop.
 * Returns that path (query and anchor kept) or `fallback`.
 *
 * Refused: anything that does not start with one "/" (absolute "https://x", protocol-relative
 * "//x", "/\x", "\\x"); control characters and backslashes, raw or percent-encoded; a path that
 * becomes protocol-relative once its dot segments are resolved ("/..//x", "/%2e%2e//x") or once
 * it is percent-decoded ("/%2F%2Fx"), which a redirect would turn into another site.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || DISGUISES.test(raw) || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Resolving "/..//x" leaves "//x": as a Location, another host.
  if (!isSinglePath(url.pathname)) return fallback;
  const decoded = fullyDecoded(url.pathname);
  if (decoded === undefined || DISGUISES.test(decoded)) return fallback;
  // A hop that decodes before it resolves ("/%2F%2Fx", "/%2e%2e/%2Fx") must find a path of this shop too.
  let resolved: URL;
  try {
    resolved = new URL(decoded, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== PROBE_ORIGIN || !isSinglePath(decoded) || !isSinglePath(resolved.pathname))
    return fallback;
  if (ACCOUNT_ENTRY_PAGES.some((page) => page.test(resolved.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path that starts with exactly one "/" (so no host can be read from it). */
const isSinglePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** `text` percent-decoded until nothing changes; undefined when an escape does not decode. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round <= MAX_DECODINGS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after so many rounds: no link of the shop is encoded that often.
  return undefined;
}

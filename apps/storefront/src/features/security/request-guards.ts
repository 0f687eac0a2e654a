/**
 * Cheap checks the proxy makes on every request before routing it (docs/security.md): a path or
 * query that cannot mean anything, and a write a page of another site made the fan's browser send.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the address is malformed: a path whose %-escapes do not decode, or a NUL character
 * (which no page, id or PostgreSQL text may hold) in the path or the query.
 */
export function isMalformedUrl(pathname: string, searchParams: URLSearchParams): boolean {
  try {
    if (decodeURIComponent(pathname).includes('\0')) return true;
  } catch {
    return true;
  }
  for (const [key, value] of searchParams) if (key.includes('\0') || value.includes('\0')) return true;
  return false;
}

/**
 * Whether a request that changes something comes from a page that is not the club's own shop:
 * `Sec-Fetch-Site` other than same-origin, or an `Origin` whose host is not the request's host.
 * SameSite=Lax cookies alone would let another club's shop (same site) or a top-level form post
 * through. Requests without either header are not a browser acting for a fan (scripts, the
 * health probe) and carry no cookie of theirs to abuse.
 */
export function isCrossSiteWrite(method: string, headers: Pick<Headers, 'get'>): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('host')?.toLowerCase();
  try {
    return origin === 'null' || !host || new URL(origin).host.toLowerCase() !== host;
  } catch {
    return true;
  }
}

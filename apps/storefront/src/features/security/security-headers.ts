/**
 * Response headers of every answer of the shop (docs/security.md, ADR 0022). Constant strings,
 * so the cached catalogue pages pay nothing for them. The Content-Security-Policy is set by the
 * proxy, which knows whether a page is cached (see content-security-policy.ts).
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  // The shop uses none of these; a script that got in cannot either.
  [
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
  ],
  // Older browsers' version of frame-ancestors 'none'.
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
];

/** HSTS, sent only on answers that reached the fan over HTTPS: two years, subdomains too. */
export const HSTS: readonly [string, string] = [
  'strict-transport-security',
  'max-age=63072000; includeSubDomains',
];

/** Response headers Next sets that name internal paths (`/riviera/fr/c.abc/event/m05`). */
export const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

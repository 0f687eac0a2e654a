/**
 * Response headers of every answer of the shop (docs/security.md, ADR 0022). Constant strings,
 * so the cached catalogue pages pay nothing for them. The Content-Security-Policy is set by the
 * proxy, which knows whether a page is cached (see content-security-policy.ts).
 */
const headers = (camera: string): ReadonlyArray<readonly [string, string]> => [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  // The shop uses none of these (the camera only on the gate scanner); a script that got in cannot either.
  [
    'permissions-policy',
    `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()`,
  ],
  // Older browsers' version of frame-ancestors 'none'.
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
];

export const SECURITY_HEADERS = headers('()');

/**
 * The stewards' gate scanner reads QR codes with the phone's camera (docs/product.md#gate-scanning):
 * its page alone may use it, from the shop's own origin. A browser takes a page's policy from the
 * answer that loaded the document, so the staff pages link to it with a full page load.
 */
const GATE_SCAN_HEADERS = headers('(self)');
const GATE_SCAN_PAGE = /^\/staff\/scan\/?(?:[?#]|$)/;

/** The security headers of an answer to `url` (the request's path and query, as the client sent it). */
export function securityHeadersFor(url: string | undefined): ReadonlyArray<readonly [string, string]> {
  return url && GATE_SCAN_PAGE.test(url) ? GATE_SCAN_HEADERS : SECURITY_HEADERS;
}

/** HSTS, sent only on answers that reached the fan over HTTPS: two years, subdomains too. */
export const HSTS: readonly [string, string] = [
  'strict-transport-security',
  'max-age=63072000; includeSubDomains',
];

/** Response headers Next sets that name internal paths (`/riviera/fr/c.abc/event/m05`). */
export const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

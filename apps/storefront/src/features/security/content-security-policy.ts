/**
 * The Content-Security-Policy of each kind of answer (ADR 0022, docs/security.md).
 *
 * Pages rendered per request get a fresh nonce: Next puts it on every script it writes, and
 * 'strict-dynamic' lets those scripts load the chunks they need; an injected inline script has no
 * nonce and does not run. Catalogue pages are one HTML for every fan, cached per edition
 * (ADR 0013): a nonce in them would be the same for everyone and worth nothing, and Next's inline
 * flight data differs per page and edition, so no list of hashes covers it either. They allow
 * inline scripts and rely on holding nothing a fan wrote (club-authored catalogue data only,
 * escaped by React); everything else (frames, plugins, base, forms, connections) is locked the
 * same way everywhere.
 */
const COMMON = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  // Emotion (Chakra islands) and Next's style tags are inline.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

// `next dev` evaluates modules with eval(); the production build never does.
const DEV_EVAL = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';

/** A per-request page's policy with its nonce. */
export function pagePolicy(nonce: string): string {
  return [...COMMON, `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${DEV_EVAL}`].join('; ');
}

/** The catalogue pages' policy: the same string for every fan and every request. */
export const CACHED_PAGE_POLICY = [...COMMON, `script-src 'self' 'unsafe-inline'${DEV_EVAL}`].join('; ');

/** JSON answers and file downloads: nothing in them runs, and no page may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

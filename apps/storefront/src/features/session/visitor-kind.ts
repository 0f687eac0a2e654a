import { readSessionHint, SESSION_HINT_COOKIE } from './session-hint';

/**
 * What a cached page may need to know of its visitor before its script runs (ADR 0013, 0017):
 * anonymous, a logged-in fan, or a logged-in early bird. A display hint only, like the cookie.
 */
export type VisitorKind = 'anonymous' | 'fan' | 'earlyBird';

export const VISITOR_KINDS: readonly VisitorKind[] = ['anonymous', 'fan', 'earlyBird'];

/** The visitor a `document.cookie` string describes at `tenant`. */
export function visitorKindOf(cookieHeader: string, tenant: string): VisitorKind {
  const hint = readSessionHint(cookieHeader, tenant);
  return !hint ? 'anonymous' : hint.isEarlyBird ? 'earlyBird' : 'fan';
}

/**
 * An inline script, for the server's HTML, that writes the visitor's kind as `data-visitor` on
 * its parent element while the page is parsed, before anything is painted, so that CSS can show
 * the part of the page meant for this visitor at once (no placeholder, no layout shift, the
 * largest text painted with the HTML). It reads the same readable cookie as `visitorKindOf`,
 * without a library: it runs before any script of the page is there. React, once hydrated,
 * decides from the cookie too and renders only that part (selection-or-notice.tsx).
 */
export function visitorKindScript(tenant: string): string {
  // Club slugs are lower-case letters, digits and dashes (packages/tenants); JSON quotes them.
  const slug = JSON.stringify(tenant).replaceAll('<', '\\u003c');
  return (
    `(function(e){var k='anonymous';try{` +
    `var m=document.cookie.match(/(?:^|;)\\s*${SESSION_HINT_COOKIE}=([^;]*)/);` +
    `var h=m&&JSON.parse(decodeURIComponent(m[1]));` +
    `if(h&&h.tenant===${slug}&&typeof h.firstName==='string'&&typeof h.isEarlyBird==='boolean')` +
    `k=h.isEarlyBird?'earlyBird':'fan'}catch(x){}` +
    `e.setAttribute('data-visitor',k)})(document.currentScript.parentNode)`
  );
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Cookie that lets staff see the theme preview in production; holds a token derived from the secret. */
export const STAFF_COOKIE = 'stadio_staff_preview';
/** A staff session lasts a working day. */
export const STAFF_COOKIE_MAX_AGE = 8 * 60 * 60;

type PreviewEnv = Partial<Record<'NODE_ENV' | 'STADIO_TEST_ROUTES' | 'STAFF_PREVIEW_SECRET', string>>;

/**
 * Who may open the theme preview: everyone in development and on test stacks; in production only
 * staff who know STAFF_PREVIEW_SECRET, and nobody (404) when no secret is configured.
 */
export function previewMode(env: PreviewEnv): 'open' | 'staff' | 'off' {
  if (env.NODE_ENV !== 'production' || env.STADIO_TEST_ROUTES === '1') return 'open';
  return env.STAFF_PREVIEW_SECRET ? 'staff' : 'off';
}

/** Equal-length digests compared in constant time, so response timing reveals nothing of the secret. */
function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Does the typed secret match the configured one? */
export function secretMatches(given: string, secret: string): boolean {
  return sameText(given, secret);
}

/** The cookie value: an HMAC of the secret, so the secret itself never travels back to the browser. */
export function staffToken(secret: string): string {
  return createHmac('sha256', secret).update('stadio-theme-preview').digest('base64url');
}

/** Does this cookie value open the preview? Changing the secret logs every staff member out. */
export function hasStaffCookie(value: string | undefined, secret: string): boolean {
  return value !== undefined && sameText(value, staffToken(secret));
}

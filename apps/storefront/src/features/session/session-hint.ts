/**
 * What the browser may know of the session without asking the server (ADR 0013): the navbar's
 * first name and whether this fan is an early bird. Catalogue pages are the same for every fan and
 * read no cookie on the server, so their personal bits are drawn from this readable cookie. It is
 * a hint for display only: every decision (a hold, an order) is made from the sealed session.
 */
export const SESSION_HINT_COOKIE = 'stadio_fan';

export interface SessionHint {
  /** The club the session belongs to; a hint for another club counts as logged out. */
  tenant: string;
  firstName: string;
  isEarlyBird: boolean;
}

/**
 * Checked by hand rather than with zod: the navbar reads the hint on every page, and zod would be
 * the largest library of a catalogue page's first load (ADR 0017).
 */
function isSessionHint(value: unknown): value is SessionHint {
  if (typeof value !== 'object' || value === null) return false;
  const hint = value as Record<string, unknown>;
  return (
    typeof hint.tenant === 'string' &&
    typeof hint.firstName === 'string' &&
    typeof hint.isEarlyBird === 'boolean'
  );
}

/** The cookie's value, before the URI encoding every cookie setter applies. */
export function sessionHintValue(hint: SessionHint): string {
  return JSON.stringify(hint);
}

/** The hint in a `document.cookie` string, if there is a valid one for `tenant`. */
export function readSessionHint(cookieHeader: string, tenant: string): SessionHint | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_HINT_COOKIE) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (!isSessionHint(parsed) || parsed.tenant !== tenant) return null;
      return { tenant: parsed.tenant, firstName: parsed.firstName, isEarlyBird: parsed.isEarlyBird };
    } catch {
      return null;
    }
  }
  return null;
}

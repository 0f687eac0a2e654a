import { z } from 'zod';

/**
 * What the browser may know of the session without asking the server (ADR 0013): the navbar's
 * first name and whether this fan is an early bird. Catalogue pages are the same for every fan and
 * read no cookie on the server, so their personal bits are drawn from this readable cookie. It is
 * a hint for display only: every decision (a hold, an order) is made from the sealed session.
 */
export const SESSION_HINT_COOKIE = 'stadio_fan';

export const sessionHintSchema = z.object({
  /** The club the session belongs to; a hint for another club counts as logged out. */
  tenant: z.string(),
  firstName: z.string(),
  isEarlyBird: z.boolean(),
});
export type SessionHint = z.infer<typeof sessionHintSchema>;

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
      const parsed = sessionHintSchema.safeParse(JSON.parse(decodeURIComponent(rest.join('='))));
      return parsed.success && parsed.data.tenant === tenant ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}

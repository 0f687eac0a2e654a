/*
 * The API answers BUSY when the shop is saturated: it refused the operation at once, having
 * changed nothing, and says how long to wait (extensions.retryAfterSeconds). The BFF routes pass
 * that on as HTTP 503 with a Retry-After header, the one 5xx they answer on purpose (ADR 0015).
 */

/** The code of a saturated shop, in the API's errors and in the BFF's answers. */
export const BUSY = 'BUSY';

/** What the routes tell a client to wait when the API gave no hint. */
const DEFAULT_RETRY_AFTER_SECONDS = 1;

interface ErrorsLike {
  graphQLErrors: readonly { extensions?: Record<string, unknown> }[];
}

/** Seconds to wait when the API answered BUSY, else null. */
export function busyRetryAfter(error: ErrorsLike | undefined): number | null {
  const busy = error?.graphQLErrors.find((entry) => entry.extensions?.code === BUSY);
  if (!busy) return null;
  const seconds = Number(busy.extensions?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_SECONDS;
}

/** The headers of a BUSY answer: Retry-After in whole seconds, never cached. */
export function busyHeaders(retryAfterSeconds: number): Record<string, string> {
  return { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' };
}

/** The wording of a BUSY answer; the pages translate the code. */
export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/** A BFF route's BUSY answer: 503, the code, and how long to wait (body and Retry-After). */
export function busyResponse(retryAfterSeconds: number): Response {
  return Response.json(
    { error: BUSY_MESSAGE, code: BUSY, retryAfterSeconds },
    { status: 503, headers: busyHeaders(retryAfterSeconds) },
  );
}

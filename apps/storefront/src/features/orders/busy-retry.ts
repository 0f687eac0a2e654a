/*
 * How the browser retries an order call the shop refused as BUSY (503 with Retry-After, ADR 0015):
 * never sooner than the shop asked, then exponentially later with random jitter, so a crowd that
 * was refused together does not come back together; and only a few times, after which the fan
 * gets an error with a button to try again.
 */

/** Calls in all (the first and its retries) before giving up. */
export const BUSY_MAX_ATTEMPTS = 5;
/** The exponential part of the first wait; it doubles with each retry. */
const BASE_DELAY_MS = 1_000;
/** Longest exponential part of a wait (the shop's Retry-After may ask for more). */
const MAX_BACKOFF_MS = 8_000;
/** Longest Retry-After honoured, so a bad header cannot park the page for hours. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Milliseconds to wait before retry number `retry` (1 for the first retry) after a BUSY answer
 * that asked to wait `retryAfterSeconds`: the Retry-After, plus a random share (`random()` in
 * [0, 1)) of an exponential backoff of 1 s, 2 s, 4 s… capped at 8 s.
 */
export function busyRetryDelay(
  retry: number,
  retryAfterSeconds: number | undefined,
  random: () => number = Math.random,
): number {
  const asked = Math.min(Math.max(retryAfterSeconds ?? 0, 0) * 1000, MAX_RETRY_AFTER_MS);
  const backoff = Math.min(BASE_DELAY_MS * 2 ** Math.max(retry - 1, 0), MAX_BACKOFF_MS);
  return Math.round(asked + random() * backoff);
}

/** Whether a call that was refused as BUSY on attempt number `attempt` (1 for the first) may be tried again. */
export function mayRetryBusy(attempt: number): boolean {
  return attempt < BUSY_MAX_ATTEMPTS;
}

/** The Retry-After header in seconds (a number of seconds or an HTTP date), or undefined. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

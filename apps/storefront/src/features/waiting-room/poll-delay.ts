import type { WaitingRoomStatus } from './waiting-room-status';

/*
 * When the waiting room page asks for its place again (ADR 0014). Thousands of fans poll at
 * once, so every delay is spread by a random factor (`random` in [0, 1)), fans far back ask
 * rarely and fans near the front often enough to be let in on time. Milliseconds.
 */

const SECOND = 1_000;
/** Least and most time between two polls of a fan in line. */
export const MIN_POLL_MS = 3 * SECOND;
export const MAX_POLL_MS = 30 * SECOND;
/** Before the opening, a page checks at least this often (the club may move the opening). */
const MAX_BEFORE_OPENING_MS = 60 * SECOND;
/** Pages waiting for the opening join within this spread after it, not all in one millisecond. */
export const OPENING_SPREAD_MS = 3 * SECOND;

const jitter = (ms: number, random: number) => ms * (0.8 + 0.4 * random);

/** Milliseconds until the next poll after this status, or null when nothing will change by itself. */
export function nextPollDelay(status: WaitingRoomStatus, now: number, random: number): number | null {
  switch (status.state) {
    case 'CLOSED':
    case 'EXPIRED':
      return null;
    case 'NOT_OPEN': {
      const untilOpening = Date.parse(status.opensAt ?? '') - now;
      if (!(untilOpening > 0)) return SECOND + random * OPENING_SPREAD_MS;
      if (untilOpening > MAX_BEFORE_OPENING_MS) return jitter(MAX_BEFORE_OPENING_MS, random);
      return untilOpening + random * OPENING_SPREAD_MS;
    }
    case 'WAITING': {
      const wait = (status.estimatedWaitSeconds ?? 0) * SECOND;
      const usual = jitter(Math.min(Math.max(wait / 3, MIN_POLL_MS), MAX_POLL_MS), random);
      // Never later than the turn itself (plus up to a second, so the turn has surely come).
      return Math.max(SECOND, Math.min(usual, wait + random * SECOND));
    }
    case 'ADMITTED': {
      // Once more when the admission ends, to offer joining again.
      const left = Date.parse(status.admittedUntil ?? '') - now;
      return left > 0 ? left + SECOND : null;
    }
  }
}

/** After `failures` failed polls in a row: back off (5 s, 10 s, 20 s … 60 s), or as the server asks. */
export function retryDelay(failures: number, retryAfterSeconds: number | null, random: number): number {
  const backoff = Math.min(5 * SECOND * 2 ** Math.max(0, failures - 1), 60 * SECOND);
  return jitter(Math.max(backoff, (retryAfterSeconds ?? 0) * SECOND), random);
}

import { describe, expect, it } from 'vitest';
import { MAX_POLL_MS, MIN_POLL_MS, nextPollDelay, OPENING_SPREAD_MS, retryDelay } from './poll-delay';

const now = Date.parse('2026-05-01T10:00:00Z');
const waiting = (seconds: number) => ({
  state: 'WAITING' as const,
  position: 10,
  estimatedWaitSeconds: seconds,
});

describe('poll delay', () => {
  it('polls fans far back rarely and fans near the front often, spread by the random factor', () => {
    expect(nextPollDelay(waiting(3_600), now, 0)).toBe(MAX_POLL_MS * 0.8);
    expect(nextPollDelay(waiting(3_600), now, 0.5)).toBe(MAX_POLL_MS);
    expect(nextPollDelay(waiting(30), now, 0.5)).toBe(10_000);
    expect(nextPollDelay(waiting(6), now, 0.5)).toBe(MIN_POLL_MS);
  });

  it('never waits past the turn, and never polls in a loop', () => {
    expect(nextPollDelay(waiting(2), now, 0)).toBe(2_000);
    expect(nextPollDelay(waiting(0), now, 0)).toBe(1_000);
  });

  it('before the opening, checks every minute or so and joins within a few seconds after it', () => {
    const opensIn = (ms: number) => ({
      state: 'NOT_OPEN' as const,
      opensAt: new Date(now + ms).toISOString(),
    });
    expect(nextPollDelay(opensIn(3_600_000), now, 0.5)).toBe(60_000);
    expect(nextPollDelay(opensIn(20_000), now, 0)).toBe(20_000);
    expect(nextPollDelay(opensIn(20_000), now, 0.999)).toBeLessThan(20_000 + OPENING_SPREAD_MS);
    expect(nextPollDelay(opensIn(-500), now, 0)).toBe(1_000);
  });

  it('checks once more when an admission ends, and stops when closed or expired', () => {
    const until = new Date(now + 60_000).toISOString();
    expect(nextPollDelay({ state: 'ADMITTED', admittedUntil: until }, now, 0.3)).toBe(61_000);
    expect(nextPollDelay({ state: 'CLOSED' }, now, 0.3)).toBeNull();
    expect(nextPollDelay({ state: 'EXPIRED' }, now, 0.3)).toBeNull();
  });

  it('backs off after failures, and waits at least what the server asks', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, null, 0.5))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000,
    ]);
    expect(retryDelay(1, 30, 0.5)).toBe(30_000);
  });
});

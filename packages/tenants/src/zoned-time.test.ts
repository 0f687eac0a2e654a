import { describe, expect, it } from 'vitest';
import { instantOfWallTime, wallClock } from './zoned-time';

describe('zoned time', () => {
  it('reads the wall clock of a zone', () => {
    expect(wallClock(new Date('2025-03-28T23:30:00Z'), 'Europe/Paris')).toEqual({
      year: 2025,
      month: 3,
      day: 29,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('finds the instant of a wall time, midnight included, around DST changes', () => {
    expect(instantOfWallTime('Europe/Paris', { year: 2030, month: 7, day: 1 }).toISOString()).toBe(
      '2030-06-30T22:00:00.000Z',
    );
    // 02:30 does not exist in Paris on 30 March 2025: the clock jumps to 03:30.
    expect(
      instantOfWallTime('Europe/Paris', { year: 2025, month: 3, day: 30, hour: 2, minute: 30 }).toISOString(),
    ).toBe('2025-03-30T01:30:00.000Z');
    expect(
      instantOfWallTime('Europe/Moscow', { year: 2025, month: 1, day: 32, hour: 19 }).toISOString(),
    ).toBe('2025-02-01T16:00:00.000Z');
  });
});

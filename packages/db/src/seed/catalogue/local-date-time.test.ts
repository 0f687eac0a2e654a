import { describe, expect, it } from 'vitest';
import { localDateTime } from './local-date-time';

describe('localDateTime', () => {
  const now = new Date('2025-03-28T23:30:00Z');

  it('finds a local wall time days ahead, across a DST change', () => {
    // Paris is already on 29 March at 00:30; clocks go forward on the 30th at 02:00.
    expect(localDateTime(now, 'Europe/Paris', 0, '20:45').toISOString()).toBe('2025-03-29T19:45:00.000Z');
    expect(localDateTime(now, 'Europe/Paris', 2, '20:45').toISOString()).toBe('2025-03-31T18:45:00.000Z');
    expect(localDateTime(now, 'Europe/Moscow', -1, '19:00').toISOString()).toBe('2025-03-28T16:00:00.000Z');
    expect(localDateTime(now, 'UTC', 1, '10:00').toISOString()).toBe('2025-03-29T10:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { staffFailureHeaders, STAFF_STATUS } from './staff-error';

describe('staff route refusals', () => {
  it('answers a locked or throttled sign-in with 429 and a Retry-After (ADR 0041)', () => {
    expect(STAFF_STATUS.THROTTLED).toBe(429);
    expect(staffFailureHeaders({ retryAfterSeconds: 900 })).toEqual({
      'cache-control': 'no-store',
      'retry-after': '900',
    });
    expect(staffFailureHeaders({})).toEqual({ 'cache-control': 'no-store' });
  });
});

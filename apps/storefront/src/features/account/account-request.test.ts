import { describe, expect, it } from 'vitest';
import { toRequestFailure } from './account-request';

describe('toRequestFailure', () => {
  it('reads the code and details of a refusal', () => {
    expect(
      toRequestFailure(400, {
        error: 'Some fields are not filled in correctly.',
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'email', code: 'invalid' }, { field: 'x' }],
      }),
    ).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'email', code: 'invalid' }] });
    expect(toRequestFailure(429, { code: 'THROTTLED', retryAfterSeconds: 300 })).toEqual({
      code: 'THROTTLED',
      retryAfterSeconds: 300,
    });
  });

  it('still gives a usable reason for answers without a code', () => {
    expect(toRequestFailure(401, { error: 'Log in first.' })).toEqual({ code: 'CUSTOMER_NOT_FOUND' });
    expect(toRequestFailure(415, null)).toEqual({ code: 'BAD_USER_INPUT' });
    expect(toRequestFailure(500, 'Internal Server Error')).toEqual({ code: 'UNAVAILABLE' });
    expect(toRequestFailure(502, { code: 'NOT_OURS' })).toEqual({ code: 'UNAVAILABLE' });
  });
});

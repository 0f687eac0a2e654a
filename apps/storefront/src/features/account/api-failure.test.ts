import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accountFailureOf } from './api-failure';

const apiError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('accountFailureOf', () => {
  it('passes refused fields on with a 400, keeping only known codes', () => {
    const failed = accountFailureOf(
      apiError('Some fields are not filled in correctly', {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'phoneNumber', code: 'invalid', message: 'This number is invalid' },
          { field: 'lastName', code: 'made_up', message: '?' },
        ],
      }),
    );
    expect(failed).toEqual({
      status: 400,
      body: {
        error: 'Some fields are not filled in correctly',
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'phoneNumber', code: 'invalid' }],
      },
    });
  });

  it('puts the broken password rules on the password field', () => {
    const failed = accountFailureOf(
      apiError('The new password is too weak', {
        code: 'WEAK_PASSWORD',
        problems: [{ code: 'password_too_short', message: 'Use at least 10 characters' }],
      }),
    );
    expect(failed.status).toBe(400);
    expect(failed.body.fields).toEqual([{ field: 'password', code: 'password_too_short' }]);
  });

  it('keeps what the page needs to go on: retry delay, unverified customer', () => {
    expect(accountFailureOf(apiError('Too many', { code: 'THROTTLED', retryAfterSeconds: 120 }))).toEqual({
      status: 429,
      body: { error: 'Too many', code: 'THROTTLED', retryAfterSeconds: 120 },
    });
    const unverified = accountFailureOf(
      apiError('Confirm', { code: 'EMAIL_NOT_VERIFIED', customerId: 'c-1' }),
    );
    expect(unverified.status).toBe(403);
    expect(unverified.body.customerId).toBe('c-1');
    expect(accountFailureOf(apiError('Expired', { code: 'TOKEN_EXPIRED' })).status).toBe(410);
    expect(accountFailureOf(apiError('Taken', { code: 'EMAIL_ALREADY_USED' })).status).toBe(409);
  });

  it('answers 502 when the API could not answer or failed in another way', () => {
    const network = accountFailureOf(new CombinedError({ networkError: new Error('ECONNREFUSED') }));
    expect(network.status).toBe(502);
    expect(network.body.code).toBe('UNAVAILABLE');
    expect(accountFailureOf(apiError('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' })).status).toBe(
      502,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHENTICATE,
  EXECUTE,
  GOOD_PASSWORD,
  SIGN_UP,
  signUpInput,
  startIdentityTestbed,
  type IdentityTestbed,
} from './test-fixtures/identity-testbed';

const HOUR = 3_600_000;
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id emailVerified } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const RESEND = `mutation ($email: String!) { requestEmailVerification(email: $email) }`;
const login = (email: string, password = GOOD_PASSWORD) => ({ email, password, ip: '203.0.113.7' });

describe('e-mailed action tokens', () => {
  let bed: IdentityTestbed;
  beforeAll(async () => {
    bed = await startIdentityTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  it('verifies the address once: the link is single-use and unlocks login', async () => {
    await bed.data(SIGN_UP, { input: signUpInput('verify@example.com') });
    expect(await bed.errorCode(AUTHENTICATE, login('verify@example.com'))).toBe('EMAIL_NOT_VERIFIED');

    const token = await bed.lastLinkTokenFor('verify@example.com');
    const { executeActionToken } = await bed.data<{ executeActionToken: unknown }>(EXECUTE, { token });
    expect(executeActionToken).toMatchObject({ kind: 'VERIFY_EMAIL', customer: { emailVerified: true } });
    expect(await bed.errorCode(EXECUTE, { token })).toBe('TOKEN_USED');
    await bed.data(AUTHENTICATE, login('verify@example.com'));
  });

  it('refuses an expired link, which a new one replaces', async () => {
    await bed.data(SIGN_UP, { input: signUpInput('late@example.com') });
    const stale = await bed.lastLinkTokenFor('late@example.com');
    bed.clock.advance(24 * HOUR);
    expect(await bed.errorCode(EXECUTE, { token: stale })).toBe('TOKEN_EXPIRED');

    expect(await bed.data(RESEND, { email: 'LATE@example.com' })).toEqual({ requestEmailVerification: true });
    const fresh = await bed.lastLinkTokenFor('late@example.com');
    expect(fresh).not.toBe(stale);
    await bed.data(EXECUTE, { token: fresh });
  });

  it("does not accept one club's link at another club, nor made-up tokens", async () => {
    await bed.data(SIGN_UP, { input: signUpInput('elsewhere@example.com') });
    const token = await bed.lastLinkTokenFor('elsewhere@example.com');
    expect(await bed.errorCode(EXECUTE, { token }, 'north-end')).toBe('TOKEN_INVALID');
    expect(await bed.errorCode(EXECUTE, { token: 'made-up' })).toBe('TOKEN_INVALID');
  });

  it('resets the password with a single-use link that survives a refused password', async () => {
    await bed.signUpVerified('reset@example.com');
    expect(await bed.data(REQUEST_RESET, { email: 'reset@example.com' })).toEqual({
      requestPasswordReset: true,
    });
    const token = await bed.lastLinkTokenFor('reset@example.com');

    // Opening the link only checks it; the page then asks for the new password.
    for (let i = 0; i < 2; i += 1) {
      const { executeActionToken } = await bed.data<{ executeActionToken: unknown }>(EXECUTE, { token });
      expect(executeActionToken).toMatchObject({ kind: 'RESET_PASSWORD' });
    }
    const weak = await bed.gql(RESET, { token, password: 'password' });
    expect(weak.errors?.[0]?.extensions).toMatchObject({
      code: 'WEAK_PASSWORD',
      problems: [{ code: 'password_too_short' }, { code: 'password_one_kind' }],
    });

    await bed.data(RESET, { token, password: 'New-Password-2030' });
    expect(await bed.errorCode(RESET, { token, password: 'Another-Password-2030' })).toBe('TOKEN_USED');
    expect(await bed.errorCode(AUTHENTICATE, login('reset@example.com'))).toBe('INVALID_CREDENTIALS');
    await bed.data(AUTHENTICATE, login('reset@example.com', 'New-Password-2030'));
  });

  it('lets a reset link expire after an hour and never takes a verification link for one', async () => {
    await bed.data(SIGN_UP, { input: signUpInput('slow@example.com') });
    const verifyToken = await bed.lastLinkTokenFor('slow@example.com');
    expect(await bed.errorCode(RESET, { token: verifyToken, password: 'New-Password-2030' })).toBe(
      'TOKEN_INVALID',
    );

    await bed.data(REQUEST_RESET, { email: 'slow@example.com' });
    const token = await bed.lastLinkTokenFor('slow@example.com');
    bed.clock.advance(HOUR);
    expect(await bed.errorCode(EXECUTE, { token })).toBe('TOKEN_EXPIRED');
    expect(await bed.errorCode(RESET, { token, password: 'New-Password-2030' })).toBe('TOKEN_EXPIRED');
  });

  it('answers link requests for unknown addresses like the others, and caps resends', async () => {
    const mailsBefore = (await bed.outbox()).length;
    expect(await bed.data(REQUEST_RESET, { email: 'nobody@example.com' })).toEqual({
      requestPasswordReset: true,
    });
    expect(await bed.outbox()).toHaveLength(mailsBefore);

    await bed.signUpVerified('flood@example.com');
    for (let i = 0; i < 5; i += 1) await bed.data(REQUEST_RESET, { email: 'flood@example.com' });
    const resets = (await bed.outbox()).filter(
      (row) => row.recipient === 'flood@example.com' && row.template === 'reset-password',
    );
    expect(resets).toHaveLength(3);
  });
});

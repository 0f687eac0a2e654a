import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHENTICATE,
  GOOD_PASSWORD,
  startIdentityTestbed,
  type IdentityTestbed,
} from './test-fixtures/identity-testbed';

const MINUTE = 60_000;

describe('login throttling', () => {
  let bed: IdentityTestbed;
  beforeAll(async () => {
    bed = await startIdentityTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const attempt = (email: string, password: string, ip: string) =>
    bed.gql(AUTHENTICATE, { email, password, ip });

  it('blocks an account after five failures, even with the right password, until the window passes', async () => {
    await bed.signUpVerified('target@example.com');
    for (let i = 0; i < 5; i += 1) {
      bed.clock.advance(MINUTE);
      const answer = await attempt('target@example.com', `wrong-guess-${i}`, `198.51.100.${i}`);
      expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await attempt('target@example.com', GOOD_PASSWORD, '192.0.2.1');
    // The first failure was 4 minutes ago; it leaves the 15-minute window in 11 minutes.
    expect(blocked.errors?.[0]?.extensions).toEqual({ code: 'THROTTLED', retryAfterSeconds: 11 * 60 });

    bed.clock.advance(11 * MINUTE - 1_000);
    expect(
      (await attempt('target@example.com', GOOD_PASSWORD, '192.0.2.1')).errors?.[0]?.extensions?.code,
    ).toBe('THROTTLED');
    bed.clock.advance(1_000);
    expect((await attempt('target@example.com', GOOD_PASSWORD, '192.0.2.1')).data).toMatchObject({
      authenticate: { email: 'target@example.com' },
    });
  });

  it('forgets the failures of an account once its password is given', async () => {
    await bed.signUpVerified('forgetful@example.com');
    for (let i = 0; i < 4; i += 1) await attempt('forgetful@example.com', 'wrong-guess', '198.51.100.77');
    await bed.data(AUTHENTICATE, {
      email: 'forgetful@example.com',
      password: GOOD_PASSWORD,
      ip: '198.51.100.77',
    });
    for (let i = 0; i < 4; i += 1) await attempt('forgetful@example.com', 'wrong-guess', '198.51.100.77');
    await bed.data(AUTHENTICATE, {
      email: 'forgetful@example.com',
      password: GOOD_PASSWORD,
      ip: '198.51.100.77',
    });
  });

  it('blocks an IP guessing at many addresses, but not the other visitors', async () => {
    await bed.signUpVerified('bystander@example.com');
    bed.clock.advance(20 * MINUTE);
    for (let i = 0; i < 30; i += 1) {
      const answer = await attempt(`guess-${i}@example.com`, 'wrong-guess', '::ffff:203.0.113.66');
      expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const fromAttacker = await attempt('bystander@example.com', GOOD_PASSWORD, '203.0.113.66');
    expect(fromAttacker.errors?.[0]?.extensions).toEqual({ code: 'THROTTLED', retryAfterSeconds: 15 * 60 });
    await bed.data(AUTHENTICATE, {
      email: 'bystander@example.com',
      password: GOOD_PASSWORD,
      ip: '203.0.113.67',
    });
  });

  it('counts failures per club', async () => {
    await bed.signUpVerified('two-clubs@example.com', 'north-end');
    for (let i = 0; i < 5; i += 1) await attempt('two-clubs@example.com', 'wrong-guess', '198.51.100.200');
    const answer = await bed.gql(
      AUTHENTICATE,
      { email: 'two-clubs@example.com', password: GOOD_PASSWORD, ip: '198.51.100.200' },
      'north-end',
    );
    expect(answer.data).toMatchObject({ authenticate: { email: 'two-clubs@example.com' } });
  });
});

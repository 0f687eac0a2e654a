import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHENTICATE,
  AUTHENTICATE_ON_DEVICE,
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

  const code = async (email: string, password: string, ip: string, knownDevice?: boolean) =>
    (await bed.gql(AUTHENTICATE_ON_DEVICE, { email, password, ip, knownDevice })).errors?.[0]?.extensions;

  it('slows down guesses at an account from one address, and never locks its owner out elsewhere', async () => {
    await bed.signUpVerified('target@example.com');
    // Three free failures from the guesser's address…
    for (let i = 0; i < 3; i += 1)
      expect(
        (await attempt('target@example.com', `wrong-${i}`, '198.51.100.9')).errors?.[0]?.extensions?.code,
      ).toBe('INVALID_CREDENTIALS');
    // …then each next try waits, twice as long each time, the right password included.
    expect(await code('target@example.com', GOOD_PASSWORD, '198.51.100.9')).toEqual({
      code: 'THROTTLED',
      retryAfterSeconds: 1,
    });
    bed.clock.advance(1_000);
    expect((await code('target@example.com', 'wrong-3', '198.51.100.9'))?.code).toBe('INVALID_CREDENTIALS');
    expect(await code('target@example.com', 'wrong-4', '198.51.100.9')).toEqual({
      code: 'THROTTLED',
      retryAfterSeconds: 2,
    });
    bed.clock.advance(2_000);
    expect((await code('target@example.com', 'wrong-4', '198.51.100.9'))?.code).toBe('INVALID_CREDENTIALS');
    expect(await code('target@example.com', 'wrong-5', '198.51.100.9')).toEqual({
      code: 'THROTTLED',
      retryAfterSeconds: 4,
    });
    // The owner, from their own address, gets in at once.
    expect((await attempt('target@example.com', GOOD_PASSWORD, '192.0.2.1')).data).toMatchObject({
      authenticate: { email: 'target@example.com' },
    });
  });

  it('caps an account at 100 failures an hour from anywhere; its owner on a known device still gets in', async () => {
    await bed.signUpVerified('popular@example.com');
    bed.clock.advance(2 * 60 * MINUTE);
    // A botnet: one guess from each of 100 addresses, none slowed down.
    for (let i = 0; i < 100; i += 1) {
      bed.clock.advance(10_000);
      expect(
        (await code('popular@example.com', `guess-${i}`, `10.9.${Math.floor(i / 250)}.${i % 250}`))?.code,
      ).toBe('INVALID_CREDENTIALS');
    }
    // The 100 failures span 990 s: the first leaves the hour in 2,610 s.
    expect(await code('popular@example.com', GOOD_PASSWORD, '192.0.2.50')).toEqual({
      code: 'THROTTLED',
      retryAfterSeconds: 3600 - 990,
    });
    expect(await code('popular@example.com', GOOD_PASSWORD, '192.0.2.50', true)).toBeUndefined();
    // A stranger claiming a known device still faces the slow-down of their own address.
    for (let i = 0; i < 3; i += 1) await code('popular@example.com', `again-${i}`, '10.9.9.9', true);
    expect((await code('popular@example.com', 'again-3', '10.9.9.9', true))?.code).toBe('THROTTLED');
  });

  it('forgets the failures of an account from an address once its password is given there', async () => {
    await bed.signUpVerified('forgetful@example.com');
    const right = { email: 'forgetful@example.com', password: GOOD_PASSWORD, ip: '198.51.100.77' };
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 3; i += 1) await attempt('forgetful@example.com', 'wrong-guess', '198.51.100.77');
      // The fourth try from there waits a second, then starts afresh with the right password.
      expect((await bed.gql(AUTHENTICATE, right)).errors?.[0]?.extensions?.code).toBe('THROTTLED');
      bed.clock.advance(1_000);
      await bed.data(AUTHENTICATE, right);
    }
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

import { randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_STOREFRONT_SECRET, type TestApi } from '../../test-support/start-test-api';
import { GOOD_PASSWORD, signUpInput, TEST_PASSWORD_COST } from './test-fixtures/identity-testbed';

/** A fresh address per run: the counters live in the shared database. */
const someAddress = () => `198.18.${randomInt(256)}.${randomInt(256)}`;

describe('limits per client address (rate-limiter-flexible on PostgreSQL)', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The test API's club must exist as a row for failures and accounts to be stored.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(
      `insert into tenants (id, display_name) values ('riviera', 'Riviera') on conflict do nothing`,
    );
    await client.end();
    api = await startTestApi(undefined, {
      identity: { passwordCost: TEST_PASSWORD_COST },
      abuseLimits: {
        login: { points: 3, durationSeconds: 600 },
        signUp: { points: 2, durationSeconds: 600 },
        signUpByEmail: { points: 3, durationSeconds: 600 },
        passwordReset: { points: 2, durationSeconds: 600 },
        verificationResend: { points: 2, durationSeconds: 600 },
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const post = async (query: string, variables: Record<string, unknown>, address?: string) => {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-storefront-secret': TEST_STOREFRONT_SECRET,
        'x-tenant-slug': 'riviera',
        ...(address ? { 'x-client-address': address } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
    return json.errors?.[0]?.extensions;
  };
  const signUp = (email: string, address: string) =>
    post(
      'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }',
      { input: signUpInput(email) },
      address,
    );

  it('refuses sign-ups, reset and verification requests over the limit of one address, not of others', async () => {
    const address = someAddress();
    const stamp = Date.now();
    expect(await signUp(`a-${stamp}@example.com`, address)).toBeUndefined();
    expect(await signUp(`b-${stamp}@example.com`, address)).toBeUndefined();
    const refused = await signUp(`c-${stamp}@example.com`, address);
    expect(refused?.code).toBe('THROTTLED');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await signUp(`c-${stamp}@example.com`, someAddress())).toBeUndefined();

    for (const mutation of ['requestPasswordReset', 'requestEmailVerification']) {
      const query = `mutation ($e: String!) { ${mutation}(email: $e) }`;
      const other = someAddress();
      expect(await post(query, { e: 'x@example.com' }, other)).toBeUndefined();
      expect(await post(query, { e: 'y@example.com' }, other)).toBeUndefined();
      expect((await post(query, { e: 'z@example.com' }, other))?.code).toBe('THROTTLED');
    }
  });

  it('counts sign-ups per e-mail tried too, whatever the client address: a taken address is said, then waits', async () => {
    const email = `probed-${Date.now()}@example.com`;
    expect(await signUp(email, someAddress())).toBeUndefined();
    for (let i = 0; i < 2; i++)
      expect(await signUp(email, someAddress())).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'email', code: 'email_already_used' }],
      });
    const refused = await signUp(email, someAddress());
    expect(refused?.code).toBe('THROTTLED');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses logins over the limit of the address given, whatever the accounts', async () => {
    const ip = someAddress();
    const login = (email: string) =>
      post(
        'mutation ($e: String!, $p: String!, $ip: String!) { authenticate(email: $e, password: $p, ip: $ip) { id } }',
        { e: email, p: GOOD_PASSWORD, ip },
      );
    for (let i = 0; i < 3; i += 1)
      expect((await login(`nobody-${i}@example.com`))?.code).toBe('INVALID_CREDENTIALS');
    expect((await login('nobody-3@example.com'))?.code).toBe('THROTTLED');
  });
});

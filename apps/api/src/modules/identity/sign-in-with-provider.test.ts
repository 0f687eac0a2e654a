import { createLogger } from '@stadio/logger';
import type { Tenant } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLHandler } from '../../graphql/create-graphql-handler';
import { callGraphQL } from '../../test-support/call-graphql';
import { DEFAULT_IDENTITY_SETTINGS } from './identity-settings';
import {
  AUTHENTICATE,
  GOOD_PASSWORD,
  startIdentityTestbed,
  TEST_PASSWORD_COST,
  type Club,
  type IdentityTestbed,
} from './test-fixtures/identity-testbed';

const SIGN_IN = `mutation ($subject: String!, $profile: ProviderProfileInput!) {
  signInWithProvider(subject: $subject, profile: $profile) {
    id email firstName lastName phoneNumber keycloakId emailVerified sessionEpoch } }`;

type Signed = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  keycloakId: string | null;
};

let bed: IdentityTestbed;
const yoga = createGraphQLHandler(createLogger('oidc-test', { level: 'silent' }));

beforeAll(async () => {
  bed = await startIdentityTestbed();
});
afterAll(() => bed.close());

/** The testbed's club, as an `oidc` club when `oidc` (the tenant file's identity block, ADR 0027). */
function club(slug: Club, oidc: boolean): Tenant {
  const tenant = bed.registry.bySlug.get(slug);
  if (!tenant) throw new Error(slug);
  return oidc
    ? {
        ...tenant,
        identity: {
          kind: 'oidc',
          issuer: 'http://127.0.0.1:1',
          clientId: slug,
          clientSecretEnv: 'TEST_SECRET',
          scopes: ['openid'],
          claims: { email: 'email' },
        },
      }
    : tenant;
}

function run(tenant: Tenant, query: string, variables: Record<string, unknown>) {
  return callGraphQL<{ signInWithProvider: Signed }>(
    yoga,
    {
      tenant,
      db: bed.db,
      logger: createLogger('oidc-test', { level: 'silent' }),
      requestId: 'test',
      now: bed.clock.now,
      identity: { ...DEFAULT_IDENTITY_SETTINGS, passwordCost: TEST_PASSWORD_COST },
    },
    query,
    variables,
  );
}

async function signIn(slug: Club, subject: string, profile: Record<string, unknown>): Promise<Signed> {
  const answer = await run(club(slug, true), SIGN_IN, {
    subject,
    profile: { emailVerified: true, ...profile },
  });
  if (!answer.data?.signInWithProvider) throw new Error(JSON.stringify(answer.errors));
  return answer.data.signInWithProvider;
}

describe('signInWithProvider (docs/product.md#sign-in-through-the-club)', () => {
  it('creates the customer on first sign-in with the mapped fields, and finds it by subject afterwards', async () => {
    const first = await signIn('riviera', 'sub-create', {
      email: 'Create@Member.test',
      firstName: 'jeanne',
      lastName: 'martin',
    });
    expect(first).toMatchObject({
      email: 'create@member.test',
      firstName: 'Jeanne',
      lastName: 'Martin',
      keycloakId: 'sub-create',
      phoneNumber: null,
    });
    // The provider changed the address and the name: same customer, new values.
    const again = await signIn('riviera', 'sub-create', {
      email: 'new@member.test',
      firstName: 'jeanne-marie',
    });
    expect(again).toMatchObject({
      id: first.id,
      email: 'new@member.test',
      firstName: 'Jeanne-Marie',
      lastName: 'Martin',
    });
  });

  it('signs in one member who arrives several times at once as one customer', async () => {
    // Two tabs, or a callback sent twice: every sign-in finds no customer yet and creates one.
    // The pool's connections are opened first, as the API keeps them open (ADR 0015): else the
    // sign-ins wait for new connections one after the other and never meet.
    await Promise.all(Array.from({ length: 8 }, () => bed.db.execute(sql`select pg_sleep(0.05)`)));
    const arrivals = await Promise.all(
      Array.from({ length: 8 }, () => signIn('riviera', 'sub-at-once', { email: 'at-once@member.test' })),
    );
    expect(new Set(arrivals.map((signed) => signed.id)).size).toBe(1);
    expect(arrivals[0]).toMatchObject({ email: 'at-once@member.test', keycloakId: 'sub-at-once' });
  });

  it('leaves out a field that breaks the shop’s rules, so the shop asks for it', async () => {
    const signed = await signIn('riviera', 'sub-bad-phone', {
      email: 'phone@member.test',
      phoneNumber: 'call me',
    });
    expect(signed.phoneNumber).toBeNull();
  });

  it('gives the same subject at two clubs two customers', async () => {
    const atRiviera = await signIn('riviera', 'sub-shared', { email: 'shared@member.test' });
    const atNorthEnd = await signIn('north-end', 'sub-shared', { email: 'shared@member.test' });
    expect(atNorthEnd.id).not.toBe(atRiviera.id);
    expect(await signIn('riviera', 'sub-shared', { email: 'shared@member.test' })).toMatchObject({
      id: atRiviera.id,
    });
  });

  it('links an existing account of the same club by a verified address, never an unverified one', async () => {
    const existing = await bed.signUpVerified('linked@member.test');
    const unverified = await run(club('riviera', true), SIGN_IN, {
      subject: 'sub-unverified',
      profile: { email: 'linked@member.test', emailVerified: false },
    });
    expect(unverified.errors?.[0]?.extensions?.code).toBe('EMAIL_ALREADY_USED');
    const linked = await signIn('riviera', 'sub-linked', { email: 'linked@member.test' });
    expect(linked).toMatchObject({ id: existing, keycloakId: 'sub-linked' });
  });

  it('is refused at a club without a provider, and passwords are refused at a club with one', async () => {
    const builtin = await run(club('riviera', false), SIGN_IN, {
      subject: 'sub-x',
      profile: { email: 'x@member.test', emailVerified: true },
    });
    expect(builtin.errors?.[0]?.extensions?.code).toBe('PROVIDER_ACCOUNTS');
    const password = await run(club('riviera', true), AUTHENTICATE, {
      email: 'linked@member.test',
      password: GOOD_PASSWORD,
      ip: '203.0.113.9',
    });
    expect(password.errors?.[0]?.extensions?.code).toBe('PROVIDER_ACCOUNTS');
  });

  it('refuses an address that is not one with BAD_USER_INPUT, not a server error', async () => {
    const answer = await run(club('riviera', true), SIGN_IN, {
      subject: 'sub-bad',
      profile: { email: 'not-an-address', emailVerified: true },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

import { createServer } from 'node:net';
import { DEMO_MEMBER, startIdentityProvider, type IdentityProvider } from '@stadio/idp';
import { signInAtProvider } from '@stadio/idp/test-support';
import type { OidcIdentity } from '@stadio/tenants';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginSignIn, finishSignIn, profileFromClaims, providerConfiguration } from './relying-party';

// The real provider of the demo (oidc-provider) in this process on a free port, three clients.
const CALLBACK = 'http://club.shop.test/api/oidc/callback';
const MEMBER = {
  ...DEMO_MEMBER,
  claims: {
    ...DEMO_MEMBER.claims,
    gender: 'female',
    address: { street_address: '1 Quai des Docks', postal_code: '06300' },
  },
};
let idp: IdentityProvider;

function identity(clientId: string, issuer = idp.issuer): OidcIdentity {
  return {
    kind: 'oidc',
    issuer,
    clientId,
    clientSecretEnv: `TEST_OIDC_SECRET_${clientId.toUpperCase()}`,
    scopes: ['openid', 'email', 'profile', 'address'],
    claims: {
      email: 'email',
      firstName: 'given_name',
      lastName: 'family_name',
      gender: 'gender',
      streetAddress: 'address.street_address',
      postalCode: 'address.postal_code',
    },
  };
}

beforeAll(async () => {
  const clients = ['one', 'two', 'three'].map((id) => ({
    clientId: id,
    clientSecret: `secret-${id}`,
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [],
  }));
  idp = await startIdentityProvider({ port: 0, members: [MEMBER], clients });
  for (const client of clients)
    process.env[`TEST_OIDC_SECRET_${client.clientId.toUpperCase()}`] = client.clientSecret;
});
afterAll(() => idp.close());

/** A sign-in begun for `clientId` and completed at the provider: the pending state and the callback URL. */
async function signedInAtProvider(clientId: string) {
  const begun = await beginSignIn(identity(clientId), {
    tenant: 'club',
    callbackUrl: CALLBACK,
    redirectUrl: '/event/m03',
  });
  if (!begun.ok) throw new Error(begun.reason);
  const callback = await signInAtProvider(begun.url, MEMBER, CALLBACK);
  return { pending: begun.pending, callback: new URL(callback) };
}

describe('the storefront as a relying party (ADR 0027)', () => {
  it('signs the member in and maps the claims to customer fields, nested ones included', async () => {
    const { pending, callback } = await signedInAtProvider('one');
    expect(pending.redirectUrl).toBe('/event/m03');
    const done = await finishSignIn(identity('one'), pending, callback);
    expect(done).toEqual({
      ok: true,
      subject: MEMBER.sub,
      profile: {
        emailVerified: true,
        email: 'member@stadio.example',
        firstName: 'Morgan',
        lastName: 'Keeper',
        gender: 'female',
        streetAddress: '1 Quai des Docks',
        postalCode: '06300',
      },
    });
  });

  it('refuses a tampered state', async () => {
    const { pending, callback } = await signedInAtProvider('one');
    callback.searchParams.set('state', 'forged-state');
    expect(await finishSignIn(identity('one'), pending, callback)).toMatchObject({
      ok: false,
      code: 'SIGN_IN_REFUSED',
    });
  });

  it('refuses a code used twice', async () => {
    const { pending, callback } = await signedInAtProvider('one');
    expect((await finishSignIn(identity('one'), pending, callback)).ok).toBe(true);
    expect(await finishSignIn(identity('one'), pending, callback)).toMatchObject({
      ok: false,
      code: 'SIGN_IN_REFUSED',
    });
  });

  it('refuses an ID token the provider issued to another client', async () => {
    // A genuine token response for client "two", substituted into client "three"'s exchange.
    const other = await signedInAtProvider('two');
    const twoConfig = await providerConfiguration(identity('two'));
    const foreign = await oidc.authorizationCodeGrant(twoConfig, other.callback, {
      pkceCodeVerifier: other.pending.codeVerifier,
      expectedState: other.pending.state,
      expectedNonce: other.pending.nonce,
    });
    const mine = await signedInAtProvider('three');
    const threeConfig = await providerConfiguration(identity('three'));
    threeConfig[oidc.customFetch] = async (url, options) => {
      const response = await fetch(url, options as RequestInit);
      if (!url.endsWith('/token')) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, id_token: foreign.id_token }, { status: response.status });
    };
    try {
      expect(await finishSignIn(identity('three'), mine.pending, mine.callback)).toMatchObject({
        ok: false,
        code: 'SIGN_IN_REFUSED',
      });
    } finally {
      delete threeConfig[oidc.customFetch];
    }
  });

  it('says the provider is unavailable when nothing answers at its issuer, without throwing', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
      });
    });
    const down = identity('one', `http://127.0.0.1:${port}`);
    expect(
      await beginSignIn(down, { tenant: 'club', callbackUrl: CALLBACK, redirectUrl: '/' }),
    ).toMatchObject({
      ok: false,
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('reads only string claims, and gives an unknown gender as unknown', () => {
    expect(
      profileFromClaims(
        { email: 'a@b.test', email_verified: 'true', given_name: 42, gender: 'diverse' },
        { email: 'email', firstName: 'given_name', gender: 'gender' },
      ),
    ).toEqual({ emailVerified: false, email: 'a@b.test', gender: 'unknown' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from './demo';
import { startIdentityProvider, type IdentityProvider } from './start-identity-provider';
import { signInAtProvider } from './test-support/sign-in';

const REDIRECT = 'http://shop.test/api/oidc/callback';
let idp: IdentityProvider;

beforeAll(async () => {
  idp = await startIdentityProvider({
    port: 0,
    members: [DEMO_MEMBER],
    clients: [{ clientId: 'c1', clientSecret: 's1', redirectUris: [REDIRECT], postLogoutRedirectUris: [] }],
  });
});
afterAll(() => idp.close());

function authorizationUrl() {
  const url = new URL('/auth', idp.issuer);
  url.search = new URLSearchParams({
    client_id: 'c1',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid email',
    state: 'st',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

describe('the demo identity provider', () => {
  it('publishes its discovery document at its issuer', async () => {
    const doc = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc.issuer).toBe(idp.issuer);
    expect(doc.end_session_endpoint).toBeTruthy();
  });

  it('signs the demo member in with the right password and hands back a code', async () => {
    const back = await signInAtProvider(authorizationUrl(), DEMO_MEMBER, REDIRECT);
    expect(new URL(back).searchParams.get('code')).toBeTruthy();
    expect(new URL(back).searchParams.get('state')).toBe('st');
  });

  it('refuses a wrong password', async () => {
    await expect(
      signInAtProvider(authorizationUrl(), { login: DEMO_MEMBER.login, password: 'wrong' }, REDIRECT),
    ).rejects.toThrow(/401/);
  });
});

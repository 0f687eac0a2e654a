import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkTenants } from './check/check-tenants';
import { tenantSchema } from './schema';
import { copyFixtureTenant, fixtureJson, makeTempDir, writeJson } from './test-support/temp-tenants';

const OIDC = {
  kind: 'oidc',
  issuer: 'https://login.my-club.example',
  clientId: 'ticket-shop',
  clientSecretEnv: 'MY_CLUB_OIDC_SECRET',
};

describe('identity in a tenant file (docs/product.md#sign-in-through-the-club)', () => {
  it('is the shop’s own accounts when absent', () => {
    expect(tenantSchema.parse(fixtureJson()).identity).toEqual({ kind: 'builtin' });
  });

  it('fills the scopes and claims of an oidc club with the usual ones', () => {
    const identity = tenantSchema.parse({ ...fixtureJson(), identity: OIDC }).identity;
    expect(identity).toMatchObject({
      kind: 'oidc',
      scopes: ['openid', 'email', 'profile'],
      claims: { email: 'email', firstName: 'given_name', lastName: 'family_name' },
    });
  });

  describe('tenants:check explains', () => {
    let tmp: ReturnType<typeof makeTempDir>;
    beforeEach(() => (tmp = makeTempDir()));
    afterEach(() => tmp.cleanup());

    function problemsFor(identity: unknown) {
      const file = copyFixtureTenant(tmp.dir);
      writeJson(file, { ...fixtureJson(), identity });
      return checkTenants(tmp.dir).problems.map((p) => `${p.field}: ${p.message}`);
    }

    it('a secret written where the name of its variable goes', async () => {
      expect(problemsFor({ ...OIDC, clientSecretEnv: 's3cr3t-value' })).toEqual([
        expect.stringMatching(/^identity\.clientSecretEnv: .*name of an environment variable/),
      ]);
    });

    it('a provider on plain http:// elsewhere than this machine', async () => {
      expect(problemsFor({ ...OIDC, issuer: 'http://login.my-club.example' })).toEqual([
        expect.stringMatching(/^identity\.issuer: .*https:\/\//),
      ]);
      expect(problemsFor({ ...OIDC, issuer: 'http://127.0.0.1:4400' })).toEqual([]);
    });

    it('scopes without openid, claims without e-mail, an unknown field', async () => {
      const problems = problemsFor({
        ...OIDC,
        scopes: ['email'],
        claims: { firstName: 'given_name', shoeSize: 'shoe' },
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^identity\.scopes: .*"openid"/),
          expect.stringMatching(/^identity\.claims/),
        ]),
      );
    });

    it('an unknown kind', async () => {
      expect(problemsFor({ kind: 'saml' })).toEqual([expect.stringMatching(/^identity/)]);
    });
  });
});

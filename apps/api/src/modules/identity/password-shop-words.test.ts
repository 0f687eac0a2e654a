import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHENTICATE,
  GOOD_PASSWORD,
  SIGN_UP,
  signUpInput,
  startIdentityTestbed,
  type IdentityTestbed,
} from './test-fixtures/identity-testbed';

const CHANGE_PASSWORD = `mutation ($id: ID!, $current: String!, $next: String!) {
  changePassword(id: $id, currentPassword: $current, newPassword: $next) }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { id } }`;

/** The club's name and the platform's, as the attack run tried them (ADR 0041). */
const SHOP_PASSWORDS = ['Riviera2026!', 'Stadio2026!'];
const TOO_COMMON = [{ code: 'password_too_common' }];

describe("the shop's own words in passwords (zxcvbn-ts user inputs, PostgreSQL)", () => {
  let bed: IdentityTestbed;
  beforeAll(async () => {
    bed = await startIdentityTestbed();
  });
  afterAll(async () => {
    await bed?.close();
  });

  it("refuses the club's and the platform's names at sign-up, and takes the club's name at another club", async () => {
    for (const [i, password] of SHOP_PASSWORDS.entries()) {
      const answer = await bed.gql(SIGN_UP, {
        input: signUpInput(`shop-word-${i}@example.com`, { password }),
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'password', code: 'password_too_common' }],
      });
    }
    // Riviera's name is nothing special at North End; the platform's name is refused everywhere.
    const atNorthEnd = await bed.gql(
      SIGN_UP,
      { input: signUpInput('shop-word-north@example.com', { password: 'Riviera2026!' }) },
      'north-end',
    );
    expect(atNorthEnd.errors).toBeUndefined();
    const stadio = await bed.gql(
      SIGN_UP,
      { input: signUpInput('shop-word-north-2@example.com', { password: 'Stadio2026!' }) },
      'north-end',
    );
    expect(stadio.errors?.[0]?.extensions).toMatchObject({ fields: [{ code: 'password_too_common' }] });
  });

  it('refuses them as a new password, and the old password still works', async () => {
    const email = 'shop-word-change@example.com';
    const id = await bed.signUpVerified(email);
    for (const next of SHOP_PASSWORDS) {
      const answer = await bed.gql(CHANGE_PASSWORD, { id, current: GOOD_PASSWORD, next });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'WEAK_PASSWORD', problems: TOO_COMMON });
    }
    await bed.data(AUTHENTICATE, { email, password: GOOD_PASSWORD, ip: '203.0.113.41' });
  });

  it('refuses them in a password reset, and the link still works for a good password', async () => {
    const email = 'shop-word-reset@example.com';
    await bed.signUpVerified(email);
    await bed.data(REQUEST_RESET, { email });
    const token = await bed.lastLinkTokenFor(email);
    for (const password of SHOP_PASSWORDS) {
      const answer = await bed.gql(RESET, { token, password });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'WEAK_PASSWORD', problems: TOO_COMMON });
    }
    await bed.data(RESET, { token, password: 'Tribune-Sud-2031' });
  });
});
